// @vitest-environment happy-dom
import { BazaarError } from '@bazaar/sdk';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Checkout, CheckoutCalls, HostedCheckout, PlacedOrder } from './checkout-calls';
import { CheckoutPage } from './checkout-page';

afterEach(cleanup);

const price = (amount: string) => ({
  amount,
  convertedAmount: amount,
  formattedAmount: `$${amount}`,
  formattedConvertedAmount: `$${amount}`,
});
const when = '2030-03-08T10:00:00.000Z';

/** A checkout with nothing to ship: contact, coupon and card only. */
const checkout: Checkout = {
  _id: 'checkout-1',
  lineItems: [],
  priceSummary: {
    subtotal: price('15.00'),
    shipping: price('0.00'),
    tax: price('0.00'),
    discount: price('0.00'),
    total: price('15.00'),
  },
  currency: 'USD',
  buyerInfo: {},
  shippingInfo: { carrierServiceOptions: [] },
  appliedDiscounts: [],
  completed: false,
  _createdDate: new Date(when),
  _updatedDate: new Date(when),
};
const data: HostedCheckout = { checkout, callbacks: { postFlowUrl: 'https://shop.test/' }, siteName: 'Shop' };

const order: PlacedOrder = {
  _id: 'order-1',
  number: '10001',
  checkoutId: 'checkout-1',
  lineItems: [],
  priceSummary: checkout.priceSummary,
  currency: 'USD',
  buyerInfo: { email: 'ada@example.com' },
  status: 'APPROVED',
  paymentStatus: 'PAID',
  fulfillmentStatus: 'NOT_FULFILLED',
  activities: [],
  _createdDate: new Date(when),
  _updatedDate: new Date(when),
};

const declined = new BazaarError(
  'declined',
  'application',
  {
    applicationError: {
      code: 'PAYMENT_DECLINED',
      description: 'Declined',
      data: { declineCode: 'EXPIRED_CARD' },
    },
  },
  402,
);

const callsWith = (overrides: Partial<CheckoutCalls>): CheckoutCalls => ({
  loadCheckout: async () => data,
  loadSessionMember: async () => ({ email: 'ada@example.com' }),
  updateCheckout: async () => checkout,
  removeCoupon: async () => checkout,
  payCheckout: async () => ({ order }),
  answerChallenge: async () => ({ authentication: 'auth' }),
  ...overrides,
});

async function pay() {
  fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4242424242424242' } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/30' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  const form = screen.getByRole('form', { name: 'Checkout details' });
  await act(async () => fireEvent.submit(form));
}

describe('CheckoutPage', () => {
  it('shows the checkout with the member’s email and the total on Pay', async () => {
    render(<CheckoutPage session="s" calls={callsWith({})} />);
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada@example.com');
    expect(screen.getByTestId('pay-button').textContent).toBe('Pay $15.00');
  });

  it('a paid checkout without its order cannot be paid again', async () => {
    const paid = { ...data, checkout: { ...checkout, completed: true } };
    render(<CheckoutPage session="s" calls={callsWith({ loadCheckout: async () => paid })} />);
    expect(await screen.findByRole('heading', { name: 'Checkout unavailable' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This checkout has been paid already.');
  });

  it('paying sends the total shown and shows the thank-you page', async () => {
    const sent: string[] = [];
    const calls = callsWith({
      payCheckout: async (_session, payment) => {
        sent.push(`${payment.email} ${payment.card.number} ${payment.shownTotal}`);
        return { order };
      },
    });
    render(<CheckoutPage session="s" calls={calls} />);
    await pay();
    expect(sent).toEqual(['ada@example.com 4242424242424242 15.00']);
    expect(screen.queryByRole('form', { name: 'Checkout details' })).toBeNull();
    expect(screen.getByTestId('order-number').textContent).toBe('#10001');
  });

  it('a declined card is said, and Pay can be pressed again', async () => {
    render(<CheckoutPage session="s" calls={callsWith({ payCheckout: () => Promise.reject(declined) })} />);
    await pay();
    expect(screen.getByRole('alert').textContent).toBe(
      'Your card has expired and nothing was charged. Try another card.',
    );
    expect(screen.getByTestId('pay-button').hasAttribute('disabled')).toBe(false);
  });
});

// @vitest-environment happy-dom
import { BazaarError } from '@bazaar/sdk';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HostedPlanCheckout, PlanCheckoutCalls, PlanOrder } from './plan-checkout-calls';
import { PlanCheckoutPage } from './plan-checkout-page';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

const summary: HostedPlanCheckout = {
  siteName: 'Gym',
  callbacks: { postFlowUrl: 'https://gym.test/account', planListUrl: 'https://gym.test/plans' },
  plan: { _id: 'plan-1', name: 'Gold', perks: ['Every class'], price: '$20.00', billing: 'Every month' },
  totalToday: '$20.00',
  totalTodayAmount: '20.00',
  paysToday: true,
  cardRequired: false,
  buyer: { memberId: 'member-1', email: 'ada@example.com' },
};

const day = '2030-03-08T10:00:00.000Z';
const order: PlanOrder = {
  _id: 'order-1',
  planId: 'plan-1',
  subscriptionId: 'sub-1',
  buyer: { memberId: 'member-1', contactId: 'contact-1' },
  pricing: { prices: [] },
  type: 'ONLINE',
  status: 'ACTIVE',
  autoRenewCanceled: false,
  lastPaymentStatus: 'PAID',
  startDate: day,
  pausePeriods: [],
  cycles: [],
  planName: 'Gold',
  planDescription: '',
  planPrice: '$20.00',
  _createdDate: new Date(day),
  _updatedDate: new Date(day),
};

const refused = (code: string) =>
  new BazaarError('refused', 'application', { applicationError: { code, description: code, data: {} } }, 428);

/** The page's calls, answered here: `purchasePlan` as the test says, the rest as a plain summary. */
const callsWith = (overrides: Partial<PlanCheckoutCalls>): PlanCheckoutCalls => ({
  loadPlanCheckout: async () => summary,
  signInLink: async () => 'https://platform.test/hosted/login?session=s',
  purchasePlan: async () => order,
  answerChallenge: async () => ({ authentication: 'auth' }),
  ...overrides,
});

describe('PlanCheckoutPage', () => {
  it('shows the plan and who buys it', async () => {
    render(<PlanCheckoutPage session="s" calls={callsWith({})} />);
    expect(await screen.findByRole('heading', { name: 'Order summary' })).toBeTruthy();
    expect(screen.getByTestId('plan-name').textContent).toBe('Gold');
    expect(screen.getByTestId('plan-buyer').textContent).toBe('Buying as ada@example.com');
    expect(screen.getByRole('button', { name: 'Pay $20.00' })).toBeTruthy();
  });

  it('asks a visitor to sign in first', async () => {
    const { buyer: _, ...visitor } = summary;
    render(<PlanCheckoutPage session="s" calls={callsWith({ loadPlanCheckout: async () => visitor })} />);
    expect(await screen.findByRole('heading', { name: 'Sign in to buy' })).toBeTruthy();
    expect(screen.getByTestId('plan-sign-in').textContent).toBe('Sign in or sign up');
  });

  it('says why a link does not work', async () => {
    render(
      <PlanCheckoutPage
        session="s"
        calls={callsWith({ loadPlanCheckout: () => Promise.reject(refused('SESSION_EXPIRED')) })}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Plan unavailable' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This link has expired. Go back to the site and choose a plan again.',
    );
  });

  it('says a link without a session is not a plan link', async () => {
    render(<PlanCheckoutPage session="" calls={callsWith({})} />);
    expect((await screen.findByRole('alert')).textContent).toBe('This page needs a plan link from a site.');
  });

  it('buying shows the confirmation', async () => {
    const totals: (string | undefined)[] = [];
    const calls = callsWith({
      purchasePlan: async (_session, _token, payment) => {
        totals.push(payment?.shownTotal);
        return order;
      },
    });
    render(<PlanCheckoutPage session="s" calls={calls} />);
    const form = await screen.findByRole('form', { name: 'Buy this plan' });
    await act(async () => fireEvent.submit(form));
    expect(await screen.findByTestId('plan-confirmation')).toBeTruthy();
    expect(totals).toEqual(['20.00']);
  });

  it('a plan no longer sold is said on the form, and Pay can be pressed again', async () => {
    const calls = callsWith({ purchasePlan: () => Promise.reject(refused('PLAN_ARCHIVED')) });
    render(<PlanCheckoutPage session="s" calls={calls} />);
    const form = await screen.findByRole('form', { name: 'Buy this plan' });
    await act(async () => fireEvent.submit(form));
    expect(screen.getByRole('alert').textContent).toBe(
      'This plan is no longer sold. Go back to the site to choose another.',
    );
    expect(screen.getByTestId('pay-button').hasAttribute('disabled')).toBe(false);
  });
});

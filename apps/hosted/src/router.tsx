import type { ReactNode } from 'react';
import { AccountSetupPage } from './flows/account/account-setup-page';
import { InvitationPage } from './flows/account/invitation-page';
import { BookPage } from './flows/book/book-page';
import { BookingPage } from './flows/booking/booking-page';
import { CheckInPage } from './flows/check-in/check-in-page';
import { CheckoutPage } from './flows/checkout/checkout-page';
import { EventCheckoutPage } from './flows/event-checkout/event-checkout-page';
import { LoginPage } from './flows/login/login-page';
import { LogoutPage } from './flows/logout/logout-page';
import { MailboxPage } from './flows/mailbox/mailbox-page';
import { PlanCheckoutPage } from './flows/plan-checkout/plan-checkout-page';
import { ResetPasswordPage } from './flows/reset-password/reset-password-page';
import { Unavailable } from './shared/layout';

/**
 * The hosted pages by path: each flow's page, opened by the link of a redirect session
 * (`/hosted/<page>?session=…`). A new flow is a folder under `flows/` and one line here.
 */
const pages: Record<string, { title: string; Page: (props: { session: string }) => ReactNode }> = {
  checkout: { title: 'Checkout', Page: CheckoutPage },
  booking: { title: 'Booking Details', Page: BookingPage },
  book: { title: 'Book Online', Page: BookPage },
  'event-checkout': { title: 'Add your details', Page: EventCheckoutPage },
  'plan-checkout': { title: 'Order summary', Page: PlanCheckoutPage },
  login: { title: 'Sign in', Page: LoginPage },
  logout: { title: 'Sign out', Page: LogoutPage },
  'reset-password': { title: 'Reset your password', Page: () => <ResetPasswordPage /> },
  mailbox: { title: 'Development mailbox', Page: () => <MailboxPage /> },
  'check-in': { title: 'Check-in', Page: () => <CheckInPage /> },
  invitation: { title: 'Invitation', Page: () => <InvitationPage /> },
  'account-setup': { title: 'Make the first account', Page: () => <AccountSetupPage /> },
};

export function HostedPage({ location }: { location: Location }) {
  const name = location.pathname.replace(/^\/hosted\//, '').replace(/\/+$/, '');
  const found = pages[name];
  if (!found)
    return <Unavailable title="Page not found" message="This link does not lead to a page of this shop." />;
  document.title = found.title;
  return <found.Page session={new URLSearchParams(location.search).get('session') ?? ''} />;
}

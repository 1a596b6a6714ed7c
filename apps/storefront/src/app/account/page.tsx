import type { Metadata } from 'next';
import { AccountSecurity } from '../../components/member/account-security';
import { PageTitle } from '../../components/shell/page-title';

export const metadata: Metadata = { title: 'Your account' };

/** The signed-in member's account: how they sign in (two-step verification). */
export default function AccountPage() {
  return (
    <main>
      <PageTitle title="Your account" />
      <AccountSecurity />
    </main>
  );
}

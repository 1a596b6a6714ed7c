import type { Metadata } from 'next';
import { LoginCallback } from '../../components/member/login-callback';

export const metadata: Metadata = { title: 'Signing in' };

/** Members come back here from the platform's login page with a code in the URL's fragment. */
export default function LoginCallbackPage() {
  return (
    <main>
      <LoginCallback />
    </main>
  );
}

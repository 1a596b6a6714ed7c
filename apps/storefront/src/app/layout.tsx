import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { CartProvider } from '../components/cart/cart-provider';
import { ClientProvider } from '../components/providers/client-provider';
import { LoadingProvider } from '../components/providers/loading-provider';
import { ModalProvider } from '../components/providers/modal-provider';
import { Header } from '../components/shell/header';
import { Spinner } from '../components/shell/spinner';
import { Toast } from '../components/shell/toast';
import { TOAST_DISMISSED_SCRIPT } from '../components/shell/toast-dismissed';
import { whoIsSignedIn } from '../lib/platform/member';
import { visitorClient } from '../lib/platform/visitor';
import { getMetaSiteId } from '../lib/tokens';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Bazaar demo storefront', template: '%s · Bazaar demo storefront' },
  description: 'Example apps built on the Bazaar headless commerce platform with @bazaar/sdk',
};

/**
 * Every page is rendered for its visitor: the member bar greets them by name, and the login modal
 * names their site (the meta-site id in their access token).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const client = await visitorClient();
  const who = await whoIsSignedIn(client);
  const msid = client.auth.getTokens().accessToken.value
    ? getMetaSiteId(client.auth.getTokens().accessToken.value)
    : null;
  return (
    <html lang="en">
      <head>
        {/* Before the first paint: a dismissed notice takes no room (see Toast). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no input in it */}
        <script dangerouslySetInnerHTML={{ __html: TOAST_DISMISSED_SCRIPT }} />
      </head>
      <body>
        <LoadingProvider>
          <ClientProvider msid={msid}>
            <ModalProvider>
              <CartProvider>
                <Spinner />
                <Header who={who} />
                <Toast />
                {children}
              </CartProvider>
            </ModalProvider>
          </ClientProvider>
        </LoadingProvider>
      </body>
    </html>
  );
}

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
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Bazaar demo storefront', template: '%s · Bazaar demo storefront' },
  description: 'Example apps built on the Bazaar headless commerce platform with @bazaar/sdk',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        {/* Before the first paint: a dismissed notice takes no room (see Toast). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no input in it */}
        <script dangerouslySetInnerHTML={{ __html: TOAST_DISMISSED_SCRIPT }} />
      </head>
      <body>
        <LoadingProvider>
          <ClientProvider>
            <ModalProvider>
              <CartProvider>
                <Spinner />
                <Header />
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

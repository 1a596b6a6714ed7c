import type { ReactNode } from 'react';
import { CheckoutPage } from './flows/checkout/checkout-page';
import { Unavailable } from './shared/layout';

/**
 * The hosted pages by path: each flow's page, opened by the link of a redirect session
 * (`/hosted/<page>?session=…`). A new flow is a folder under `flows/` and one line here.
 */
const pages: Record<string, (props: { session: string }) => ReactNode> = {
  checkout: CheckoutPage,
};

export function HostedPage({ location }: { location: Location }) {
  const name = location.pathname.replace(/^\/hosted\//, '').replace(/\/+$/, '');
  const Page = pages[name];
  if (!Page)
    return <Unavailable title="Page not found" message="This link does not lead to a page of this shop." />;
  return <Page session={new URLSearchParams(location.search).get('session') ?? ''} />;
}

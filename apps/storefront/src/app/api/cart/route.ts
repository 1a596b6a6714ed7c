import { currentCartView } from '../../../lib/platform/store';
import { visitorClient } from '../../../lib/platform/visitor';

/**
 * The visitor's cart, for the header's badge and the cart drawer on every page: read by the
 * storefront's server with the visitor's session, so a visitor without a cart gets an empty one,
 * not a 404.
 */
export async function GET(): Promise<Response> {
  return Response.json(
    { cart: await currentCartView(await visitorClient()) },
    { headers: { 'cache-control': 'no-store' } },
  );
}

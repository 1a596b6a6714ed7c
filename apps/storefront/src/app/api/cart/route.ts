import { cartCount } from '../../../lib/platform/store';
import { visitorClient } from '../../../lib/platform/visitor';

/**
 * How many items the visitor's cart holds, for the header's badge on every page: read by the
 * storefront's server with the visitor's session, so a visitor without a cart gets 0, not a 404.
 */
export async function GET(): Promise<Response> {
  return Response.json(
    { count: await cartCount(await visitorClient()) },
    { headers: { 'cache-control': 'no-store' } },
  );
}

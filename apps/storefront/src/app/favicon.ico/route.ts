/**
 * Browsers still ask for `/favicon.ico` (Chromium does in a new tab before it reads the page's
 * icon link): point them at the site's icon instead of answering 404, which a page logs as an error.
 */
export function GET(request: Request): Response {
  return Response.redirect(new URL('/icon.svg', request.url), 308);
}

/** What a developer reads first: how to call the API, and which apps the platform offers. */
export const API_INTRODUCTION = `The Bazaar platform's public API, wire-compatible with Wix Headless: the official \`@wix/*\`
client libraries and \`@bazaar/sdk\` both work against it.

**Calling it.** Visitors call with an access token from \`POST /oauth2/token\`
(\`{"clientId": "…", "grantType": "anonymous"}\`), sent as \`Authorization\`. The site owner calls
with the owner API key (written to \`data/owner-api-key\` when the demo site is seeded).

**Apps.** Four apps are installed on the demo site, each a section below: the store (*Stores*
and *eCommerce*: products, cart, hosted checkout, orders), *Bookings* (services, staff,
availability, the hosted Booking Details page), *Events* (events, ticket reservations, the hosted
Add your details page) and *Pricing plans* (plans, orders, the hosted Order summary).

**Your own site and client id.** *Sites* below: \`POST /sites/v1/oauth-clients\` makes an OAuth
client for your storefront; put its id in the storefront's \`src/constants.ts\`.`;

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** The platform's mark: a bag on an indigo square, with its name. */
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="132" height="34" viewBox="0 0 132 34">
<rect x="0" y="3" width="28" height="28" rx="8" fill="#4f46e5"/>
<path d="M8 12h12l-1.5 10.5a2 2 0 0 1-2 1.5h-5a2 2 0 0 1-2-1.5z" fill="#fff"/>
<path d="M11 12a3 3 0 0 1 6 0" stroke="#fff" stroke-width="2" fill="none"/>
<text x="36" y="23" font-family="system-ui, sans-serif" font-size="15" font-weight="700" fill="#fff">Bazaar API</text>
</svg>`;

/** What a developer reads first: how to call the API, and which apps the platform offers. */
const INTRODUCTION = `The Bazaar platform's public API, wire-compatible with Wix Headless: the official \`@wix/*\`
client libraries and \`@bazaar/sdk\` both work against it.

**Calling it.** Visitors call with an access token from \`POST /oauth2/token\`
(\`{"clientId": "…", "grantType": "anonymous"}\`), sent as \`Authorization\`. The site owner calls
with the owner API key (written to \`data/owner-api-key\` when the demo site is seeded).

**Apps.** The store (products, collections, cart, hosted checkout, orders) and bookings
(services, staff, availability, bookings, the hosted Booking Details page) are installed on the
demo site: see *Stores*, *Ecom* and *Bookings* below. Events & Tickets and Pricing Plans are not
offered by this platform yet; the demo storefront lists their examples as not installed.

**Your own site and client id.** *Sites* below: \`POST /sites/v1/oauth-clients\` makes an OAuth
client for your storefront; put its id in the storefront's \`src/constants.ts\`.`;

/**
 * The OpenAPI document (`/openapi.json`, from every route's contract schemas) and its reader at
 * `/docs`, with deep links to each section (`/docs#/Stores`). Registered before the routes, so
 * it sees them all.
 */
export async function installApiDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Bazaar platform API', version: '0.1.0', description: INTRODUCTION },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          accessToken: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'OauthNG.JWS.… access token, or the owner API key',
          },
        },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { deepLinking: true, docExpansion: 'list' },
    theme: { title: 'Bazaar API' },
    logo: { type: 'image/svg+xml', content: Buffer.from(LOGO), href: '/docs', target: '_self' },
  });
}

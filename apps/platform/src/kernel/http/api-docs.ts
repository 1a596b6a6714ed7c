import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** What a developer reads first: how to call the API, and which apps the platform offers. */
const INTRODUCTION = `The Bazaar platform's public API, wire-compatible with Wix Headless: the official \`@wix/*\`
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

/** The sections of the reference, in the order a storefront developer meets them. */
const SECTIONS: { name: string; description: string }[] = [
  { name: 'OAuth', description: 'Visitor and member tokens, and the keys that verify them.' },
  {
    name: 'Redirects',
    description: 'Links to the hosted pages (checkout, login, booking, plans) that return to your site.',
  },
  { name: 'Stores', description: 'Products, their options, variants, stock and pictures.' },
  { name: 'eCommerce', description: 'The cart, checkouts, payment and orders.' },
  {
    name: 'Bookings',
    description: 'Services, staff, availability, bookings, waitlists and the booking policy.',
  },
  { name: 'Events', description: 'Events, ticket definitions, reservations, ticket orders and guests.' },
  { name: 'Pricing plans', description: 'Membership plans, their orders, renewals and cancellations.' },
  { name: 'Identity', description: 'Sign-up, sign-in, email confirmation, two-step and password recovery.' },
  { name: 'Members', description: "The site's members and their profiles." },
  { name: 'Hosted pages', description: 'What the hosted pages call: not meant for storefronts.' },
  { name: 'Payments', description: 'The test payment provider.' },
  { name: 'Media', description: 'Picture uploads.' },
  {
    name: 'Mail',
    description: 'The development mailbox: mail the platform sent while no SMTP server is set.',
  },
  { name: 'Sites', description: "The site's settings, its OAuth clients and API keys (the owner)." },
  { name: 'System', description: 'Liveness.' },
];

/**
 * The OpenAPI document (`/openapi.json`, from every route's contract schemas; its reader,
 * `/docs`, is the system domain's). Registered before the routes, so it sees them all.
 */
export async function installApiDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Bazaar platform API', version: '0.1.0', description: INTRODUCTION },
      servers: [{ url: publicUrl }],
      tags: SECTIONS,
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
}

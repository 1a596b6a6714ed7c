import { defineModule } from '../../domain-module.js';
import { graphqlRoutes } from './routes.js';
import { buildGraphQLSchema } from './schema.js';

/**
 * Wix's GraphQL endpoint over the platform's public read side and a storefront's calls. It owns
 * no data and no rule: every field is one of the platform's REST calls, made as the caller.
 */
export const graphqlModule = defineModule({
  name: 'graphql',
  apiSections: [
    {
      name: 'GraphQL',
      description:
        'POST /graphql/alpha with `{ query, variables }`: products and collections, the current cart and checkout, services and availability, events and their tickets, public plans and the current member, and the calls a storefront makes (cart lines, checkout, redirect sessions, reservations, bookings). Each field is the REST call of the same name, with the same access rules; introspection is on.',
    },
  ],
  needs: [],
  create: () => buildGraphQLSchema(),
  routes: (schema) => graphqlRoutes(schema),
});

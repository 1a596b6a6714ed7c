import type { AuthStrategy } from './auth/strategy.js';
import { bindValue, setGlobalContext } from './context.js';
import { type Host, resolveApiBaseUrl } from './host.js';
import { HttpClient, readJson } from './http.js';
import { warnOnOldNode } from './runtime.js';

type Modules = Record<string, Record<string, unknown>>;

export interface CreateClientOptions<M extends Modules, A extends AuthStrategy> {
  modules?: M;
  auth: A;
  host?: Host;
  /** Replaces the global fetch for module calls (tests, instrumentation). */
  fetch?: typeof fetch;
}

export interface GraphQLOptions {
  /** The GraphQL API version; `alpha` by default. */
  apiVersion?: string;
}

export type Client<M extends Modules, A extends AuthStrategy> = { [K in keyof M]: M[K] } & {
  auth: A;
  /** A fetch that adds the client's credentials (and renews tokens first). */
  fetchWithAuth(url: string | URL, init?: RequestInit): Promise<Response>;
  graphql<T = unknown>(
    query: string,
    variables?: Record<string, unknown>,
    options?: GraphQLOptions,
  ): Promise<{ data: T; errors?: unknown[] }>;
  /** Makes this client the one unbound module methods and `fetchWithAuth()` / `graphql()` use. */
  enableContext(): void;
  disableContext(): void;
};

/**
 * A client: each module's methods bound to one host and one auth strategy.
 *
 * ```ts
 * const client = createClient({ modules: { products }, auth: OAuthStrategy({ clientId }) });
 * const { items } = await client.products.queryProducts().limit(10).find();
 * ```
 */
export function createClient<M extends Modules = Record<never, never>, A extends AuthStrategy = AuthStrategy>(
  options: CreateClientOptions<M, A>,
): Client<M, A> {
  warnOnOldNode();
  const host = { apiBaseUrl: resolveApiBaseUrl(options.host) };
  if (options.host) options.auth.useHost?.(host);
  const http = new HttpClient({
    apiBaseUrl: host.apiBaseUrl,
    authHeaders: () => options.auth.getAuthHeaders(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const bound: Record<string, unknown> = {};
  for (const [name, module] of Object.entries(options.modules ?? {})) {
    bound[name] = Object.fromEntries(
      Object.entries(module).map(([key, value]) => [key, bindValue(value, { http }, options.auth.elevated)]),
    );
  }

  const client: Client<M, A> = {
    ...(bound as M),
    auth: options.auth,
    fetchWithAuth: (url, init) => http.fetchWithAuth(url, init),
    async graphql(query, variables, graphqlOptions) {
      const response = await http.fetchWithAuth(`/graphql/${graphqlOptions?.apiVersion ?? 'alpha'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      if (response.status !== 200) throw new Error(`GraphQL request failed with status ${response.status}`);
      return readJson(response);
    },
    enableContext() {
      setGlobalContext({
        http,
        elevated: options.auth.elevated,
        fetchWithAuth: client.fetchWithAuth,
        graphql: client.graphql,
      });
    },
    disableContext() {
      setGlobalContext(undefined);
    },
  };
  return client;
}

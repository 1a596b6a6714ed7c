import type { HttpClient } from './http.js';

/** What a module method needs from the client it is bound to. */
export interface MethodContext {
  http: HttpClient;
}

/** A client registered with `enableContext()`, which unbound module methods then use. */
export interface GlobalContext extends MethodContext {
  elevated: boolean;
  fetchWithAuth(url: string | URL, init?: RequestInit): Promise<Response>;
  graphql(
    query: string,
    variables?: Record<string, unknown>,
    options?: { apiVersion?: string },
  ): Promise<unknown>;
}

const BINDING = Symbol.for('bazaar.sdk.method');

interface Binding {
  build(context: MethodContext): (...args: never[]) => unknown;
  elevated: boolean;
}

type AnyFunction = (...args: never[]) => unknown;

export const CONTEXT_MISSING =
  'Wix context is not available. Make sure to initialize the Wix context before using SDK modules';
export const ELEVATED_REQUIRED =
  'An elevated client is required to use elevated modules. Make sure to initialize the Wix context with an elevated client before using elevated SDK modules';

let globalContext: GlobalContext | undefined;

/** Makes `context` the client of unbound module methods (`client.enableContext()` calls this). */
export function setGlobalContext(context: GlobalContext | undefined): void {
  globalContext = context;
}

function bindTo(binding: Binding, context: MethodContext, elevated: boolean): AnyFunction {
  if (binding.elevated && !elevated) {
    return () => {
      throw new Error(ELEVATED_REQUIRED);
    };
  }
  return binding.build(context);
}

/**
 * Defines a module method. Modules are plain objects of these; `createClient` binds each to its
 * transport and auth. Called unbound, a method uses the client of `enableContext()`, or says
 * that there is none instead of failing somewhere deeper.
 */
export function defineMethod<F extends AnyFunction>(
  build: (context: MethodContext) => F,
  options: { elevated?: boolean } = {},
): F {
  const binding: Binding = { build, elevated: options.elevated ?? false };
  const unbound = ((...args: never[]) => {
    if (!globalContext) throw new Error(CONTEXT_MISSING);
    return bindTo(binding, globalContext, globalContext.elevated)(...args);
  }) as unknown as F;
  Object.defineProperty(unbound, BINDING, { value: binding });
  return unbound;
}

/** The bound form of a module value: methods get the client's context, anything else is kept. */
export function bindValue(value: unknown, context: MethodContext, elevatedClient: boolean): unknown {
  if (typeof value !== 'function') return value;
  const binding = (value as unknown as Record<symbol, Binding | undefined>)[BINDING];
  return binding ? bindTo(binding, context, elevatedClient) : value;
}

/** `fetchWithAuth` of the client of `enableContext()`, for code that has no client at hand. */
export function fetchWithAuth(url: string | URL, init?: RequestInit): Promise<Response> {
  if (!globalContext) throw new Error('fetchWithAuth is not available in this context');
  return globalContext.fetchWithAuth(url, init);
}

/** `graphql` of the client of `enableContext()`. */
export function graphql(
  query: string,
  variables?: Record<string, unknown>,
  options?: { apiVersion?: string },
) {
  if (!globalContext) throw new Error('graphql is not available in this context');
  return globalContext.graphql(query, variables, options);
}

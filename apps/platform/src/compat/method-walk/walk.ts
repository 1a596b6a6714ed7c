import { ApiKeyStrategy, createClient } from '@wix/sdk';

/** What one official method did when called with a minimal request. */
export interface WalkedMethod {
  /** `@wix/stores/products.getProduct` */
  key: string;
  /** The request it sent, `POST /stores/v1/products`, when it sent one. */
  request?: string;
  /** `route`: a route answered (whatever it said); `no-route`: the platform has none; `not-sent`: the client refused every minimal argument. */
  outcome: 'route' | 'no-route' | 'not-sent';
}

/** The argument shapes tried in turn until the method sends a request: an id and options, an object, nothing. */
const ARGUMENT_SHAPES: unknown[][] = [['walk-id', {}], [{}], []];
const CALL_DEADLINE_MS = 5_000;

type AnyMethod = (...args: unknown[]) => unknown;

/** An official package's modules (objects of methods), by name. */
export function modulesOf(pkg: Record<string, unknown>): [string, Record<string, unknown>][] {
  return Object.entries(pkg).filter(
    (entry): entry is [string, Record<string, unknown>] =>
      typeof entry[1] === 'object' &&
      entry[1] !== null &&
      Object.values(entry[1]).some((value) => typeof value === 'function' && !isEventDefinition(value)),
  );
}

/** A webhook handler registration (`onProductCreated`): no request to send. */
const isEventDefinition = (value: unknown): boolean =>
  (value as { __type?: string }).__type === 'event-definition';

/** The names of a module's methods that send requests. */
const methodsOf = (module: Record<string, unknown>): string[] =>
  Object.entries(module)
    .filter(([, value]) => typeof value === 'function' && !isEventDefinition(value))
    .map(([name]) => name)
    .sort();

/** The method's promise, or undefined once the deadline passes (a call that never settles). */
async function withDeadline<T>(work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), CALL_DEADLINE_MS);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Calls every method of `module` as the site's owner (the API-key strategy) with minimal
 * arguments, and records where each one's request went and whether a route answered it. A query
 * builder (`queryProducts()`) is run with `find()`. The requests go to the platform through the
 * global fetch, which `routeWixHostsTo` points there and `sent` records.
 */
export async function walkModule(
  pkg: string,
  moduleName: string,
  module: Record<string, unknown>,
  owner: { apiKey: string; siteId: string },
  sent: { last(): { request: string; noRoute: boolean } | undefined; reset(): void },
): Promise<WalkedMethod[]> {
  const client = createClient({
    modules: { module } as unknown as Record<string, never>,
    auth: ApiKeyStrategy({ apiKey: owner.apiKey, siteId: owner.siteId }),
  }) as unknown as { module: Record<string, AnyMethod> };
  const walked: WalkedMethod[] = [];
  for (const method of methodsOf(module)) {
    const key = `${pkg}/${moduleName}.${method}`;
    let answered: { request: string; noRoute: boolean } | undefined;
    for (const args of ARGUMENT_SHAPES) {
      sent.reset();
      try {
        const result = client.module[method]?.(...args);
        const settled = await withDeadline(Promise.resolve(result));
        const builder = settled as { find?: () => Promise<unknown> } | undefined;
        if (typeof builder?.find === 'function') await withDeadline(builder.find());
      } catch {
        // A refusal of the platform or of the client: which one is in what was sent.
      }
      answered = sent.last();
      if (answered) break;
    }
    walked.push(
      answered
        ? { key, request: answered.request, outcome: answered.noRoute ? 'no-route' : 'route' }
        : { key, outcome: 'not-sent' },
    );
  }
  return walked;
}

/**
 * Wraps the global fetch (already sending Wix's hosts to the platform) to note the last request
 * and whether the platform had no route for it. Returns the recorder and the function that
 * restores the fetch.
 */
export function recordRequests() {
  const original = globalThis.fetch;
  let last: { request: string; noRoute: boolean } | undefined;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const response = await original(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
    const body = response.status === 404 ? await response.clone().text() : '';
    last = { request: `${method} ${url.pathname}`, noRoute: body.includes('"No route ') };
    return response;
  };
  return {
    sent: {
      last: () => last,
      reset: () => {
        last = undefined;
      },
    },
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

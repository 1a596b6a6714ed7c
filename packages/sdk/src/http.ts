import { REQUEST_ID_HEADER } from '@bazaar/contracts/constants';
import { BazaarError, errorFromResponse, systemError } from './errors.js';

const CONSISTENCY_HEADER = 'x-wix-consistent';

/** Supplies the headers that authenticate a call (and renews tokens first when it must). */
export type AuthHeaders = () => Promise<Record<string, string>>;

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A path on the API host (`/oauth2/token`), or a full URL. */
  url: string;
  /** JSON body; only sent for POST, PUT and PATCH. */
  body?: unknown;
  /** Bytes sent as they are (uploads), with their own `content-type` in `headers`; wins over `body`. */
  rawBody?: Blob | ArrayBuffer | Uint8Array;
  headers?: Record<string, string>;
}

export interface HttpClientOptions {
  apiBaseUrl: string;
  authHeaders: AuthHeaders;
  fetch?: typeof fetch;
}

/**
 * Sends one call and returns its JSON body, or throws a BazaarError. Any status but 200 is an
 * error (reference §3.6), and so is a 200 whose body is not JSON.
 */
export class HttpClient {
  readonly apiBaseUrl: string;
  private readonly authHeaders: AuthHeaders;
  private readonly fetchImpl: typeof fetch;
  /** Echoed on every later call once the platform sends it (read-your-writes across replicas). */
  private consistency: string | undefined;

  constructor(options: HttpClientOptions) {
    this.apiBaseUrl = options.apiBaseUrl;
    this.authHeaders = options.authHeaders;
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  resolve(url: string): string {
    return /^https?:\/\//i.test(url) ? url : `${this.apiBaseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
  }

  /** A raw authenticated fetch, for calls the modules do not cover. */
  async fetchWithAuth(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(await this.authHeaders())) {
      if (!headers.has(name)) headers.set(name, value);
    }
    if (this.consistency && !headers.has(CONSISTENCY_HEADER))
      headers.set(CONSISTENCY_HEADER, this.consistency);
    const response = await this.fetchImpl(this.resolve(String(url)), { ...init, headers });
    const consistency = response.headers.get(CONSISTENCY_HEADER);
    if (consistency) this.consistency = consistency;
    return response;
  }

  async request<T>(request: HttpRequest): Promise<T> {
    const hasBody = request.body !== undefined && ['POST', 'PUT', 'PATCH'].includes(request.method);
    const json = hasBody && request.rawBody === undefined;
    let response: Response;
    try {
      response = await this.fetchWithAuth(request.url, {
        method: request.method,
        headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...request.headers },
        ...(request.rawBody !== undefined
          ? { body: request.rawBody as BodyInit }
          : json
            ? { body: JSON.stringify(request.body) }
            : {}),
      });
    } catch (cause) {
      if (cause instanceof BazaarError) throw cause;
      throw systemError(undefined, undefined, cause);
    }
    return readJson<T>(response);
  }
}

/** The body of a 200, or the error the answer describes. */
export async function readJson<T>(response: Response): Promise<T> {
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (response.status !== 200) {
    throw errorFromResponse({ status: response.status, statusText: response.statusText, body, requestId });
  }
  if (body === undefined) throw systemError(requestId, response.status);
  return body as T;
}

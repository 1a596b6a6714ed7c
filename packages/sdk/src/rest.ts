import type { HttpClient } from './http.js';
import {
  type FromWire,
  fromWireResponse,
  serializeGet,
  shouldFallBack,
  toWireRequest,
} from './wire/index.js';

export interface RestCall<DateKey extends string = string> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path on the API host, with path parameters already filled in. */
  path: string;
  /** The request fields: the JSON body, or the query string of a GET or DELETE. */
  payload?: Record<string, unknown>;
  /** A GET whose query string would pass 4000 characters is sent as a POST with a JSON body. */
  postFallback?: boolean;
  /** Response keys, besides the standard ones, whose ISO strings become Dates. */
  dateKeys?: readonly DateKey[];
}

/**
 * One module call on the wire: SDK names and values become wire ones (`_id` → `id`, Date → ISO
 * string), a GET carries its payload in the query string, and the answer comes back renamed.
 * `Wire` is the contract type of the answer and `DateKey` the keys of `dateKeys`; the result is
 * typed `FromWire<Wire, DateKey>`, as the runtime shapes it.
 */
export async function callRest<Wire = unknown, DateKey extends string = never>(
  http: HttpClient,
  call: RestCall<DateKey>,
): Promise<FromWire<Wire, DateKey>> {
  const payload = toWireRequest(call.payload ?? {}) as Record<string, unknown>;
  let body: unknown;
  if (call.method === 'GET' || call.method === 'DELETE') {
    const url = serializeGet(call.path, payload);
    body =
      call.postFallback && shouldFallBack(url)
        ? await http.request({ method: 'POST', url: call.path, body: payload })
        : await http.request({ method: call.method, url });
  } else {
    body = await http.request({ method: call.method, url: call.path, body: payload });
  }
  return fromWireResponse<Wire, DateKey>(body, { dateKeys: call.dateKeys ?? [] });
}

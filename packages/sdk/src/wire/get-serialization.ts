import { base64UrlEncode } from './base64url.js';
import { isPlainObject } from './renames.js';

/** A GET whose query string is longer than this is sent as a POST with a JSON body instead. */
export const GET_FALLBACK_THRESHOLD = 4000;

type Pair = [string, string];

/** Flattens to dotted keys; returns undefined when the payload needs the `.r` form. */
function flatten(payload: Record<string, unknown>, prefix = ''): Pair[] | undefined {
  const pairs: Pair[] = [];
  for (const [key, value] of Object.entries(payload)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.some((item) => typeof item === 'object' && item !== null)) return undefined;
      for (const item of value) if (item !== null && item !== undefined) pairs.push([name, String(item)]);
    } else if (isPlainObject(value)) {
      const inner = flatten(value, name);
      if (!inner) return undefined;
      pairs.push(...inner);
    } else {
      pairs.push([name, String(value)]);
    }
  }
  return pairs;
}

/**
 * The URL of a GET or DELETE (reference §3.4): flat payloads as query parameters with repeated
 * keys for arrays; anything nested (a dotted key, an array of objects) as one `.r` parameter
 * holding base64url JSON, which the platform decodes.
 */
export function serializeGet(path: string, payload: Record<string, unknown>): string {
  const pairs = flatten(payload);
  const nested = !pairs || pairs.some(([key]) => key.includes('.'));
  const search = nested
    ? `.r=${base64UrlEncode(JSON.stringify(payload))}`
    : pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
  return search ? `${path}?${search}` : path;
}

/** True when the query string of `url` is too long for a GET. */
export function shouldFallBack(url: string, threshold = GET_FALLBACK_THRESHOLD): boolean {
  const index = url.indexOf('?');
  return index >= 0 && url.length - index - 1 > threshold;
}

/** `/sites/v1/oauth-clients/{clientId}` with `{clientId: 'a b'}` → `/sites/v1/oauth-clients/a%20b`. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { addressRefusal, type PrivateAddressPolicy } from './url-guard.js';

/** A receiver that does not answer within this is a failed try. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** What a try got: the receiver's status code, or why there was none. */
export type SendOutcome = { statusCode: number } | { error: string };

/**
 * Resolves as the system does, then refuses an address the policy forbids: the connection can
 * only go to an address checked here, so a name that resolved to a public address when the
 * subscription was saved cannot be pointed at this machine later (DNS rebinding).
 */
const guardedLookup =
  (policy: PrivateAddressPolicy): LookupFunction =>
  (hostname, options, callback) =>
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      for (const { address } of addresses) {
        const refusal = addressRefusal(address, policy);
        if (refusal) return callback(new Error(`${hostname} resolves to ${refusal}`), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });

/** POSTs a delivery's JWT to its endpoint; never throws, never waits longer than the timeout. */
export function sendDelivery(
  url: string,
  jwt: string,
  headers: Record<string, string>,
  policy: PrivateAddressPolicy,
): Promise<SendOutcome> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'content-length': Buffer.byteLength(jwt),
          'user-agent': 'Bazaar-Webhooks/1',
          ...headers,
        },
        lookup: guardedLookup(policy),
        timeout: DELIVERY_TIMEOUT_MS,
      },
      (response) => {
        // The answer's body is not read: only its status counts.
        response.resume();
        resolve({ statusCode: response.statusCode ?? 0 });
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`)),
    );
    request.on('error', (error) => resolve({ error: error.message.slice(0, 500) }));
    request.end(jwt);
  });
}

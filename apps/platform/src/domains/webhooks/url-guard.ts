import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Which private addresses endpoints may have: none (production), loopback (demo, tests), or all. */
export type PrivateAddressPolicy = 'none' | 'loopback' | 'all';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Addresses no webhook may reach unless the setting allows: private, link-local, unspecified, ... */
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internal.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(network, prefix, 'ipv6');

/** Why `address` may not be reached under `policy`, or undefined when it may. */
export function addressRefusal(address: string, policy: PrivateAddressPolicy): string | undefined {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return addressRefusal(mapped, policy);
  if (policy === 'all') return undefined;
  if (loopback.check(address, family))
    return policy === 'loopback' ? undefined : 'a loopback address (this machine)';
  if (internal.check(address, family)) return 'a private, link-local or reserved address';
  return undefined;
}

/**
 * Why the endpoint `url` may not receive webhooks, or undefined: it must be http(s), and none of
 * the addresses its host names may be refused (SSRF guard). Checked when a subscription is saved
 * and again at each delivery, whose connection uses only the addresses checked here.
 */
export async function endpointRefusal(
  url: string,
  policy: PrivateAddressPolicy,
): Promise<string | undefined> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not a web address';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'must be an http or https address';
  if (parsed.username || parsed.password) return 'must not carry a user name or password';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return `names a host that does not resolve (${host})`;
  }
  for (const address of addresses) {
    const refusal = addressRefusal(address, policy);
    if (refusal) return `resolves to ${refusal}, which webhooks may not reach`;
  }
  return undefined;
}

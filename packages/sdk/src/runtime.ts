/**
 * The SDK needs fetch and Web Crypto, which Node has from version 18. Older versions get one
 * clear line instead of a confusing failure later. Browsers and edge runtimes have no `process`.
 */
export function warnOnOldNode(): void {
  const version = (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node;
  const major = version ? Number(version.split('.')[0]) : undefined;
  if (major !== undefined && major < 18) console.error('Node.js v18+ is required');
}

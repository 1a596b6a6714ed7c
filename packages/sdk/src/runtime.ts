/** The Node version, or undefined in browsers and edge runtimes, which have no `process`. */
const nodeVersion = (): string | undefined =>
  (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node;

/**
 * The SDK needs fetch and Web Crypto, which Node has from version 18. Older versions get one
 * clear line instead of a confusing failure later.
 */
export function warnOnOldNode(version: string | undefined = nodeVersion()): void {
  const major = version ? Number(version.split('.')[0]) : undefined;
  if (major !== undefined && major < 18) console.error('Node.js v18+ is required');
}

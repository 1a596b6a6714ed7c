import type { Host } from '../host.js';

/** How a client authenticates its calls. */
export interface AuthStrategy {
  /** The headers of the next call; a token strategy renews an expired token first. */
  getAuthHeaders(): Promise<Record<string, string>>;
  /** API-key strategies are elevated: only they may call elevated (owner) modules. */
  readonly elevated: boolean;
  /** Called by createClient so that a strategy without its own host uses the client's. */
  useHost?(host: Host): void;
}

import type { CreateRedirectSessionRequest } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../kernel/auth.js';
import type { OpenedSession } from './service.js';

/** The request fields that each name one kind of redirect session (reference: redirects API). */
export const REDIRECT_FLAVOURS = [
  'ecomCheckout',
  'bookingsCheckout',
  'eventsCheckout',
  'paidPlansCheckout',
  'login',
  'logout',
  'auth',
  'storesProduct',
  'bookingsBook',
  'ecomOrderPaymentRequest',
] as const;
export type RedirectFlavour = (typeof REDIRECT_FLAVOURS)[number];

/**
 * One kind of redirect session, registered by the domain that owns it (ecom registers
 * `ecomCheckout`, bookings `bookingsCheckout`): which hosted page opens it, and what must hold
 * for the caller before a link is made.
 */
export interface RedirectFlow {
  flavour: RedirectFlavour;
  /** The hosted page on the platform's origin, e.g. `/hosted/checkout`. */
  hostedPath: string;
  /** Refuses, with a wire error, a request this caller may not open (an unknown or paid checkout). */
  validate(identity: AuthenticatedIdentity, request: CreateRedirectSessionRequest): Promise<void>;
  /**
   * The origins that may show this session's page in a frame. None by default: every hosted page
   * refuses framing (clickjacking), unless its flow is one made to run in an app's hidden frame.
   */
  frameAncestors?(session: OpenedSession): Promise<string[]>;
}

/** The flows the platform hosts: redirects knows them only through this registry. */
export class RedirectFlows {
  private readonly flows = new Map<RedirectFlavour, RedirectFlow>();

  register(flow: RedirectFlow): void {
    if (this.flows.has(flow.flavour))
      throw new Error(`The ${flow.flavour} redirect flow is registered twice`);
    this.flows.set(flow.flavour, flow);
  }

  get(flavour: RedirectFlavour): RedirectFlow | undefined {
    return this.flows.get(flavour);
  }
}

import { type CreateRedirectSessionRequest, CreateRedirectSessionRequestSchema } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../kernel/auth.js';
import type { OpenedSession } from './service.js';

/** The request fields of `createRedirectSession` that are not a flavour (what the page does). */
const NOT_FLAVOURS = ['callbacks', 'preferences', 'origin'] as const;

/**
 * The request fields that each name one kind of redirect session, as the contract lists them
 * (reference: redirects API); which of them the platform hosts is up to the flows registered.
 */
export type RedirectFlavour = Exclude<keyof CreateRedirectSessionRequest, (typeof NOT_FLAVOURS)[number]>;
export const REDIRECT_FLAVOURS = Object.keys(CreateRedirectSessionRequestSchema.properties).filter(
  (field): field is RedirectFlavour => !(NOT_FLAVOURS as readonly string[]).includes(field),
);

/**
 * One kind of redirect session, registered by the domain that owns it (in its module's
 * `create`): which hosted page opens it, and what must hold for the caller before a link is made.
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

import type {
  AccountSite as WireAccountSite,
  Collaborator as WireCollaborator,
  Invitation as WireInvitation,
} from '@bazaar/contracts';
import type { FromWire } from '../../wire/index.js';

export type AccountSite = FromWire<WireAccountSite>;
export type Collaborator = FromWire<WireCollaborator>;
export type Invitation = FromWire<WireInvitation, 'expiresDate'>;

import type { Identity } from '@bazaar/contracts';
import type { IdentityRecord } from './record.js';

/** An identity as the official `authentication` module reads it; never its password hash. */
export function presentIdentity(record: IdentityRecord): Identity {
  return {
    id: record.id,
    revision: String(record.revision),
    createdDate: record.createdDate,
    updatedDate: record.updatedDate,
    identityProfile: record.profile,
    email: { address: record.email, isVerified: record.emailVerified },
    status: { name: record.status, reasons: record.reasons },
  };
}

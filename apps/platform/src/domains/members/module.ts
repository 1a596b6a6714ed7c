import { defineModule } from '../../domain-module.js';
import type { MemberAdmin } from '../identity/member-admin.js';
import type { IdentityService } from '../identity/service.js';
import { membersRoutes } from './routes.js';

export interface MembersNeeds {
  identity: Pick<IdentityService, 'memberRecord'> & { admin: MemberAdmin };
}

/** Members: a member is their identity, presented as the official `members` module reads it. */
export const membersModule = defineModule({
  name: 'members',
  apiSections: [{ name: 'Members', description: "The site's members and their profiles." }],
  needs: ['identity'],
  create: ({ identity }: MembersNeeds) => ({ identity, admin: identity.admin }),
  routes: membersRoutes,
});

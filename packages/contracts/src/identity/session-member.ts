import { type Static, Type } from 'typebox';

/**
 * The signed-in member a hosted page's redirect session was made for, so the page fills in their
 * details (editable) instead of asking for them again; absent for a visitor.
 */
export const HostedSessionMemberSchema = Type.Object({
  member: Type.Optional(
    Type.Object({
      email: Type.String(),
      firstName: Type.Optional(Type.String()),
      lastName: Type.Optional(Type.String()),
      phone: Type.Optional(Type.String()),
    }),
  ),
});
export type HostedSessionMember = Static<typeof HostedSessionMemberSchema>;

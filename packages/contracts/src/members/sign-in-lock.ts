import { type Static, Type } from 'typebox';

/**
 * Where a member's sign-ins stand, for the owner: the failed sign-ins of the day from every
 * address, whether they locked the account (past 100; only a new password from the mailed
 * reset link, or the owner clearing it, opens it), and how many addresses wait out a delay.
 */
export const SignInLockSchema = Type.Object({
  locked: Type.Boolean(),
  failedSignIns: Type.Integer({ description: 'Failed sign-ins in the last 24 hours, from every address' }),
  lockedUntil: Type.Optional(Type.String({ format: 'date-time' })),
  waitingAddresses: Type.Integer({ description: 'Addresses whose next try waits out a delay now' }),
});
export type SignInLock = Static<typeof SignInLockSchema>;

export const SignInLockResponseSchema = Type.Object({ signInLock: SignInLockSchema });
export type SignInLockResponse = Static<typeof SignInLockResponseSchema>;

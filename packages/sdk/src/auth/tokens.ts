export type TokenRole = 'none' | 'visitor' | 'member';

export interface AccessToken {
  value: string;
  /** Seconds since the epoch, as the token endpoint's `expires_in` gives it (spec §9). */
  expiresAt: number;
}

export interface RefreshToken {
  value: string;
  role: TokenRole;
}

export interface Tokens {
  accessToken: AccessToken;
  refreshToken: RefreshToken;
}

export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

/** Expired when its expiry, in seconds, is earlier than now (spec §5). */
export const isTokenExpired = (token: AccessToken, now = nowInSeconds()): boolean => token.expiresAt < now;

export const emptyTokens = (): Tokens => ({
  accessToken: { value: '', expiresAt: 0 },
  refreshToken: { value: '', role: 'none' },
});

/** The header the server reads a fresh password confirmation from (spec §7 authorization tokens). */
export const AUTHORIZATION_TOKEN_HEADER = 'X-Authorization-Token';

export interface TAuthorizationToken {
  token: string;
  /** ISO moment after which the server refuses the token. */
  expirationDate: string;
}

let pending: { token: string; expiresAt: number } | null = null;

/** Holds a token from POST /api/authorization-tokens for the next signed-in API request. */
export function setAuthorizationToken({ token, expirationDate }: TAuthorizationToken) {
  const expiresAt = Date.parse(expirationDate);
  pending = { token, expiresAt: Number.isNaN(expiresAt) ? Number.POSITIVE_INFINITY : expiresAt };
}

/** The header for one request, then forgotten; nothing once expired. The API client calls this. */
export function takeAuthorizationHeader(now = Date.now()): Record<string, string> | undefined {
  const held = pending;
  pending = null;
  if (!held || now >= held.expiresAt) return undefined;
  return { [AUTHORIZATION_TOKEN_HEADER]: held.token };
}

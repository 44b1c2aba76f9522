/** The header the server reads a fresh password confirmation from (spec §7 authorization tokens). */
export const AUTHORIZATION_TOKEN_HEADER = 'X-Authorization-Token';

export interface TAuthorizationToken {
  token: string;
  /** ISO moment after which the server refuses the token. */
  expirationDate: string;
}

/**
 * A password confirmation for one sensitive request (useAuthorizationToken): the one-time token,
 * or null for provider admins, who are not asked. It is handed to the one mutation it confirms —
 * never held globally, so no other request running meanwhile can use it up.
 */
export interface Authorization {
  token: string | null;
}

/** Mutation variables that may carry the authorization confirming them. */
export type WithAuthorization<T> = T & { authorization?: Authorization | null };

/** The X-Authorization-Token header of one request; none without a token. */
export function authorizationHeaders(authorization?: Authorization | null): Record<string, string> {
  return authorization?.token ? { [AUTHORIZATION_TOKEN_HEADER]: authorization.token } : {};
}

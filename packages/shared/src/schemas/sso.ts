import { z } from 'zod';

/** A provider's `name`: what a customer login path (/login/{name}) and GET /api/sso-redirect-link use. */
export const ZSsoProviderName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_-]{0,62}$/, { error: 'errors.invalid' });

/**
 * A same-site path to come back to after signing in: starts with one "/" (no "//" or "/\",
 * which browsers treat as another host), at most 2000 characters.
 */
export const ZReturnPath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])/, { error: 'errors.invalid' });

export const ZSsoRedirectLinkQuery = z.object({
  name: ZSsoProviderName,
  /** The path the user wanted before signing in (spec §2 ssoRedirect); the web returns there. */
  redirect: ZReturnPath.optional(),
});
export type TSsoRedirectLinkQuery = z.infer<typeof ZSsoRedirectLinkQuery>;

export const ZSsoRedirectLink = z.object({ link: z.url() });
export type TSsoRedirectLink = z.infer<typeof ZSsoRedirectLink>;

/** The one-time token of /sso-login/{token}; 43 base64url characters when issued by the server. */
export const ZSsoLoginParams = z.object({ token: z.string().min(16).max(128) });

/** POST /api/logout of a single-sign-on session: where the browser goes to end the provider's session too. */
/** Whatever the provider appends to the redirect_uri of GET sso/callback; the service checks it. */
export const ZSsoCallbackQuery = z.record(z.string(), z.unknown());

export const ZLogoutResponse = z.object({ redirectUrl: z.url() });
export type TLogoutResponse = z.infer<typeof ZLogoutResponse>;

// The login page's query parameters live in a file without zod: the web's first download reads them.
export { SSO_ERROR_PARAM, SSO_REDIRECT_PARAM } from './sso-params.ts';

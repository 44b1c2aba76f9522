import { z } from 'zod';

/**
 * The version of the terms of use in force. A user whose accepted version differs sees the terms
 * again and must accept them before going on (isTermsVersionValid false). Bump it when the terms'
 * text (the `terms.*` texts of the web app) changes in substance.
 */
export const TERMS_VERSION = '2026-11';

/** PUT /api/users/{id}/accept-terms. */
export const ZAcceptTerms = z.object({ termsVersion: z.string().trim().min(1, { error: 'errors.required' }).max(20) });
export type TAcceptTerms = z.infer<typeof ZAcceptTerms>;

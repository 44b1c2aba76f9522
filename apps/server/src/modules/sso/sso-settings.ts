import { ZSsoProviderName } from '@statera/shared';
import { z } from 'zod';

/**
 * One provider of the SSO_PROVIDERS setting (a JSON array), upserted by name at start. The client
 * is named by `companyId` or by its company number (`companyNumber`, the top company with it);
 * neither means the provider signs in provider staff.
 */
export const ZSsoProviderSetting = z
  .object({
    name: ZSsoProviderName,
    displayName: z.string().trim().min(1).max(200).optional(),
    issuer: z.url({ protocol: /^https?$/ }),
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
    companyId: z.uuid().optional(),
    companyNumber: z.string().trim().min(1).optional(),
    enabled: z.boolean().default(true),
  })
  .strict()
  .refine((p) => !(p.companyId && p.companyNumber), { error: 'give companyId or companyNumber, not both' });
export type TSsoProviderSetting = z.infer<typeof ZSsoProviderSetting>;

/** Parses the SSO_PROVIDERS setting; unset or empty means none. */
export function parseSsoProviders(raw: string | undefined): TSsoProviderSetting[] {
  if (!raw?.trim()) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('SSO_PROVIDERS is not valid JSON (expected an array of providers).');
  }
  const parsed = z.array(ZSsoProviderSetting).safeParse(json);
  if (!parsed.success) throw new Error(`SSO_PROVIDERS is not valid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

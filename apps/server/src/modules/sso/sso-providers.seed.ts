import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ssoProviders } from '../../db/schema/index.ts';
import { companyExists, findTopCompanyByNumber } from './sso.repository.ts';
import type { TSsoProviderSetting } from './sso-settings.ts';

/**
 * Upserts the SSO_PROVIDERS setting by name (safe when several processes start at once). A
 * provider whose company cannot be found is skipped rather than created for provider staff.
 */
export async function seedSsoProviders(db: Db, settings: TSsoProviderSetting[], log: FastifyBaseLogger): Promise<void> {
  for (const s of settings) {
    let companyId: string | null = null;
    if (s.companyNumber) companyId = await findTopCompanyByNumber(db, s.companyNumber);
    else if (s.companyId) companyId = (await companyExists(db, s.companyId)) ? s.companyId : null;
    if ((s.companyNumber || s.companyId) && !companyId) {
      log.warn({ provider: s.name }, 'single sign-on provider skipped: its company was not found');
      continue;
    }
    const values = {
      displayName: s.displayName ?? s.name,
      issuer: s.issuer,
      clientId: s.clientId,
      clientSecret: s.clientSecret,
      companyId,
      enabled: s.enabled,
    };
    await db
      .insert(ssoProviders)
      .values({ name: s.name, ...values })
      .onConflictDoUpdate({ target: ssoProviders.name, set: values });
    log.info({ provider: s.name, issuer: s.issuer }, 'single sign-on provider configured');
  }
}

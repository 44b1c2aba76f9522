import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { ssoProviders } from '../../db/schema/index.ts';
import { insertCompany } from '../../db/seed/builders.ts';
import { seedSsoProviders } from './sso-providers.seed.ts';
import { parseSsoProviders } from './sso-settings.ts';

const ctx = useTestApp();
const provider = (extra: object) =>
  JSON.stringify([{ name: 'Acme', issuer: 'https://id.acme.test', clientId: 'app', clientSecret: 's3cret', ...extra }]);

describe('SSO_PROVIDERS', () => {
  it('parses a JSON array of providers (names lower-cased, enabled by default)', () => {
    expect(parseSsoProviders(undefined)).toEqual([]);
    expect(parseSsoProviders(' ')).toEqual([]);
    expect(parseSsoProviders(provider({ companyNumber: '01234567' }))).toEqual([
      {
        name: 'acme',
        issuer: 'https://id.acme.test',
        clientId: 'app',
        clientSecret: 's3cret',
        companyNumber: '01234567',
        enabled: true,
      },
    ]);
  });

  it.each([
    ['not JSON', '{'],
    ['an object instead of an array', '{"name":"acme"}'],
    ['a missing secret', '[{"name":"acme","issuer":"https://id.acme.test","clientId":"app"}]'],
    ['a non-http issuer', provider({ issuer: 'ftp://id.acme.test' })],
    ['an unknown field', provider({ secret: 'x' })],
    ['both company fields', provider({ companyId: randomUUID(), companyNumber: '1' })],
  ])('refuses %s', (_what, raw) => {
    expect(() => parseSsoProviders(raw)).toThrow(/SSO_PROVIDERS/);
  });

  it('upserts providers by name, resolving the company by its number', async () => {
    const number = randomUUID().slice(0, 8);
    const company = await insertCompany(ctx.app.db, { name: `Acme ${number} plc`, number });
    const name = `acme-${number}`;
    const setting = (secret: string) =>
      parseSsoProviders(provider({ name, companyNumber: number, clientSecret: secret, displayName: 'Acme SSO' }));
    await seedSsoProviders(ctx.app.db, setting('first'), ctx.app.log);
    await seedSsoProviders(ctx.app.db, setting('second'), ctx.app.log);
    const rows = await ctx.app.db.select().from(ssoProviders).where(eq(ssoProviders.name, name));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyId: company.id, clientSecret: 'second', displayName: 'Acme SSO' });
  });

  it('skips a provider whose company is unknown rather than opening it to provider staff', async () => {
    const name = `ghost-${randomUUID().slice(0, 8)}`;
    await seedSsoProviders(
      ctx.app.db,
      parseSsoProviders(provider({ name, companyNumber: 'no-such-number' })),
      ctx.app.log,
    );
    await seedSsoProviders(ctx.app.db, parseSsoProviders(provider({ name, companyId: randomUUID() })), ctx.app.log);
    expect(await ctx.app.db.select().from(ssoProviders).where(eq(ssoProviders.name, name))).toEqual([]);
  });

  it('creates a provider-staff provider when no company is named', async () => {
    const name = `staff-${randomUUID().slice(0, 8)}`;
    await seedSsoProviders(ctx.app.db, parseSsoProviders(provider({ name })), ctx.app.log);
    const [row] = await ctx.app.db.select().from(ssoProviders).where(eq(ssoProviders.name, name));
    expect(row?.companyId).toBeNull();
  });
});

import { DEMO_PASSWORD, DEMO_USERS, isValidNip } from '@statera/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxFor, tokenInMail } from '../../../test/factories/invitations.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { companies, users } from '../schema/index.ts';
import { seedDemoIfEmpty } from './demo.ts';
import { DEMO_INVITEE, DEMO_NEW_STARTER } from './demo-invitations.ts';

const ctx = useTestApp();

describe('demo seed: invitations and onboarding', () => {
  it('holds a pending invitation with a working link, and a new starter whose onboarding modal opens', async () => {
    expect(await seedDemoIfEmpty(ctx.app.db, 'https://demo.statera.test')).toBe(true);
    const [mail] = await outboxFor(ctx.app.db, DEMO_INVITEE);
    expect(mail?.text).toContain('https://demo.statera.test/registration/');
    const invitation = await ctx.app.inject({ url: `/api/users/${tokenInMail(mail!.text)}` });
    expect(invitation.json()).toMatchObject({ email: DEMO_INVITEE, companyName: 'Northwind Group plc' });

    const signIn = async (email: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      return res.json();
    };
    const onboarding = async (email: string) => {
      const { accessToken, userId } = await signIn(email);
      const [row] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      expect(userId).toBe(row!.id);
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${userId}/complete-onboarding-step`,
        headers: { authorization: `Bearer ${accessToken}` },
        payload: { step: 'activate_account' },
      });
      return res.json();
    };
    expect(await onboarding(DEMO_NEW_STARTER)).toMatchObject({ show: true, screen: 'welcome' });
    expect(await onboarding(DEMO_USERS.clientAdmin)).toMatchObject({ show: false });
  }, 120_000); // seeds the whole demo (a PDF included): seconds alone, far more on a loaded machine

  it('gives the active demo companies tax numbers valid under the nip rule (a UK UTR)', async () => {
    const numbers = (await ctx.app.db.select({ taxNumber: companies.taxNumber }).from(companies)).map(
      (c) => c.taxNumber,
    );
    const given = numbers.filter((n): n is string => n !== null);
    expect(given).toHaveLength(2);
    for (const n of given) expect(isValidNip(n), n).toBe(true);
  });
});

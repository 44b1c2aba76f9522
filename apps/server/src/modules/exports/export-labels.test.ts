import { assessmentStatusKey, LABELS_EN, labelOfKey } from '@statera/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { type Cell, recordsOf, workbookOf } from '../../../test/helpers/xlsx.ts';
import { assessments, companies } from '../../db/schema/index.ts';

/**
 * Exports write the words the screens show (LABELS_EN of @statera/shared, which the web loads into
 * its i18n texts): "Ready" for an assessment not started yet, "Cannot be completed" for a rejected
 * one, "Medium risk", "Group settings" — never a stored value such as `created` or `update_holding`.
 */
const ctx = useTestApp();
let t: Tenant;
let providerAdmin: UserRow;

/** No cell holds a stored value (snake_case) where a label belongs. */
const noRawValue = (records: Record<string, Cell>[], columns: string[]) => {
  for (const r of records) for (const c of columns) expect(String(r[c] ?? ''), c).not.toMatch(/_|^[a-z]/);
};

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  await ctx.app.db
    .update(companies)
    .set({ sector: 'banking_and_financial_services' })
    .where(eq(companies.id, t.company.id));
  // One engagement waits for its assessment to start (due in 10 days: "Ready"); the other's was rejected.
  await buildEngagement(ctx.app.db, t, { serviceProvided: 'Waiting' });
  const rejected = await buildEngagement(ctx.app.db, t, { serviceProvided: 'Rejected' });
  await ctx.app.db
    .update(assessments)
    .set({ status: 'non_eligible', employed: 28, selfEmployed: 72, riskLevel: 'medium', dateSubmitted: new Date() })
    .where(eq(assessments.id, rejected.assessmentId));
});

describe('exports name values as the screens do', () => {
  it('engagements.xlsx: engagement and assessment statuses, types and risk as the list shows them', async () => {
    const list = (await injectAs(ctx, t.clientAdmin, { url: '/api/my-engagements' })).json();
    const wb = await workbookOf(
      await injectAs(ctx, t.clientAdmin, { url: '/api/my-engagements?format=xls' }),
      'engagements.xlsx',
    );
    const records = recordsOf(wb, 'Engagements');
    expect(records).toHaveLength(2);
    for (const r of records) {
      const item = list.data.find((e: { serviceProvided: string }) => e.serviceProvided === r['Service provided']);
      const a = item.currentAssessment;
      expect(r.Status).toBe(LABELS_EN.status.engagement[item.status as 'active']);
      expect(r['Assessment status']).toBe(labelOfKey(assessmentStatusKey(a.status, a.notStarted)));
    }
    const by = Object.fromEntries(records.map((r) => [r['Service provided'], r]));
    expect(by.Waiting).toMatchObject({ 'Assessment status': 'Ready', 'Entity type': 'Company', Type: 'Normal' });
    expect(by.Rejected).toMatchObject({ 'Assessment status': 'Cannot be completed', 'Risk level': 'Medium risk' });
    noRawValue(records, ['Status', 'Type', 'Entity type', 'Assessment status', 'Risk level']);
  });

  it('assessments.xlsx: status, type and risk as the assessment list shows them', async () => {
    const url = `/api/users/${t.specialist.id}/assessments`;
    const list = (await injectAs(ctx, t.specialist, { url })).json();
    const wb = await workbookOf(await injectAs(ctx, t.specialist, { url: `${url}?format=xls` }), 'assessments.xlsx');
    const records = recordsOf(wb, 'Assessments');
    expect(records.map((r) => r.Status).sort()).toEqual(
      list.data
        .map((a: { status: 'created'; notStarted: null }) => labelOfKey(assessmentStatusKey(a.status, a.notStarted)))
        .sort(),
    );
    expect(records.map((r) => r.Status).sort()).toEqual(['Cannot be completed', 'Ready']);
    expect(records.map((r) => r.Type)).toEqual(['Assessment', 'Assessment']);
    expect(records.find((r) => r.Status === 'Cannot be completed')?.['Risk level']).toBe('Medium risk');
    noRawValue(records, ['Status', 'Type', 'Risk level']);
  });

  it('users.xlsx, clients.xlsx and subscriptions.xlsx: roles, statuses, sectors and features by name', async () => {
    const users = recordsOf(
      await workbookOf(
        await injectAs(ctx, providerAdmin, { url: `/api/companies/${t.company.id}/users?format=xls` }),
        'company_users.xlsx',
      ),
      'Users',
    );
    expect(users.find((u) => u.Email === t.clientAdmin.email)).toMatchObject({
      Role: 'Client admin',
      Status: 'Active',
    });
    const clients = recordsOf(
      await workbookOf(
        await injectAs(ctx, providerAdmin, {
          url: `/api/companies?format=xls&globalFilter=${encodeURIComponent(t.company.name)}`,
        }),
        'clients.xlsx',
      ),
      'Clients',
    );
    expect(clients.find((c) => c.Name === t.company.name)).toMatchObject({
      Sector: 'Banking and financial services',
      Status: LABELS_EN.companies.status[t.company.status],
    });
    const features = recordsOf(
      await workbookOf(
        await injectAs(ctx, providerAdmin, { url: `/api/features?format=xls&companyId=${t.company.id}` }),
        'subscriptions.xlsx',
      ),
      'Subscriptions',
    );
    expect(features.map((f) => f.Feature).sort()).toEqual([
      'Avatar changes',
      'Group settings',
      'User archiving',
      'User updates',
    ]);
    expect(new Set(features.map((f) => f.Status))).toEqual(new Set(['Active']));
  });
});

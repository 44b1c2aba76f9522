import { addDays, londonToday, OPEN_ASSESSMENT_STATUSES, type TAttentionItem, TIME_LIMITS } from '@statera/shared';
import { and, asc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateFeature } from '../../../test/factories/appeals.ts';
import { buildDashboardData } from '../../../test/factories/dashboard-data.ts';
import { buildTenant, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import {
  assessments,
  contractChanges,
  engagedEntities,
  engagedIndividuals,
  engagements,
} from '../../db/schema/index.ts';

import { ATTENTION_ROWS } from './attention.ts';

const ctx = useTestApp();
const today = londonToday();
let t: Tenant;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  await activateFeature(ctx.app.db, t.company.id);
  // Another group's open work: never on this group's list.
  const other = await buildTenant(ctx.app.db);
  await buildDashboardData(ctx.app.db, other, { seed: 5, today, engagements: 10 });
  await buildDashboardData(ctx.app.db, t, { seed: 11, today, engagements: 30 });
}, 300_000);

const attentionOf = async (user: UserRow): Promise<TAttentionItem[]> => {
  const res = await injectAs(ctx, user, { url: '/api/my-dashboard' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().attention;
};

/** Open assessments due within the attention days in `scope`, soonest first, with their names (read here, apart from the service). */
const dueSoonRows = (scope: SQL) =>
  ctx.app.db
    .select({
      id: assessments.id,
      type: assessments.type,
      dueDate: assessments.dueDate,
      individual: engagedIndividuals.name,
      entity: engagedEntities.name,
      company: engagements.companyName,
    })
    .from(assessments)
    .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
    .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
    .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
    .where(
      and(
        scope,
        eq(assessments.listed, true),
        inArray(assessments.status, [...OPEN_ASSESSMENT_STATUSES]),
        lte(assessments.dueDate, addDays(today, TIME_LIMITS.attentionDueDays)),
      ),
    )
    .orderBy(asc(assessments.dueDate), asc(assessments.id))
    .limit(ATTENTION_ROWS);

/** The list's assessment entries are the soonest of `expected`, in order, each with its names and company. */
function expectSoonest(list: TAttentionItem[], soonest: Awaited<ReturnType<typeof dueSoonRows>>) {
  let expected = soonest;
  const shown = list.filter((a) => a.kind === 'assessment' || a.kind === 'reassessment');
  // The list orders by deadline, then kind, then id.
  const kind = (e: (typeof expected)[number]) =>
    e.type === 'reassessment' || e.type === 'continuous_employment' ? 'reassessment' : 'assessment';
  expected = [...expected].sort(
    (a, b) => a.dueDate.localeCompare(b.dueDate) || kind(a).localeCompare(kind(b)) || a.id.localeCompare(b.id),
  );
  expect(expected.length).toBeGreaterThan(0);
  // Every kind competes for ATTENTION_ROWS places; the assessments shown are the soonest ones.
  if (list.length < ATTENTION_ROWS) expect(shown.length).toBe(expected.length);
  expect(shown.map((a) => a.id)).toEqual(expected.slice(0, shown.length).map((e) => e.id));
  for (const [i, a] of shown.entries()) {
    const e = expected[i]!;
    expect(a).toMatchObject({
      title: `${e.individual} · ${e.entity}`,
      company: e.company,
      deadline: e.dueDate,
      to: `/assessments/${e.id}`,
    });
  }
}

describe('what needs attention (issue 25 item 5)', () => {
  it('a client admin: the group’s soonest assessments with their names, its contract changes, soonest deadline first', async () => {
    const list = await attentionOf(t.clientAdmin);
    expect(list.length).toBeGreaterThan(0);
    const deadlines = list.map((a) => a.deadline);
    expect(deadlines).toEqual([...deadlines].sort());
    const group = [t.company.id, t.subsidiary.id];
    expectSoonest(list, await dueSoonRows(inArray(assessments.companyId, group)));
    const changes = await ctx.app.db
      .select({ id: engagements.id, individual: engagedIndividuals.name, entity: engagedEntities.name })
      .from(contractChanges)
      .innerJoin(engagements, eq(engagements.id, contractChanges.engagementId))
      .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
      .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
      .where(and(inArray(engagements.companyId, group), eq(contractChanges.status, 'requested')));
    const titles = new Map(changes.map((c) => [c.id, `${c.individual} · ${c.entity}`]));
    for (const c of list.filter((a) => a.kind === 'contract_change')) expect(c.title).toBe(titles.get(c.id));
  });

  it('a specialist: the soonest of the assessments they answer', async () => {
    expectSoonest(await attentionOf(t.specialist), await dueSoonRows(eq(assessments.answererId, t.specialist.id)));
  });

  it('a client user without seats: none of the group’s assessments', async () => {
    const list = await attentionOf(t.clientUser);
    expect(list.filter((a) => a.kind === 'assessment' || a.kind === 'reassessment')).toEqual([]);
  });
});

import { randomBytes } from 'node:crypto';
import {
  APPEAL_STATUSES,
  ASSESSMENT_STATUSES,
  addDays,
  appealDeadline,
  londonMidnight,
  type TAppealStatus,
  type TAssessmentStatus,
  type TEngagementStatus,
} from '@statera/shared';
import { eq as sqlEq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  appealComments,
  appealReads,
  appeals,
  assessments,
  comments,
  contractChanges,
  engagements,
  threadReads,
  threads,
} from '../../src/db/schema/index.ts';
import { buildUser, type Tenant } from './tenant.ts';

/**
 * Random records of a tenant for the dashboard tests, written straight to the tables (the counters'
 * triggers keep up as they do for the services): engagements in every status across the top company
 * and the subsidiary, with and without a department; assessments in every status with due dates
 * around `today` and approvals across the last 14 months; appeals in every status with their 45-day
 * deadlines; comments read and unread; seats held by someone else (seat gaps); open invitations.
 * `seed` picks everything, so a failing case can be replayed.
 */
export interface DashboardDataOptions {
  seed: number;
  today: string;
  engagements: number;
}

/** A tiny deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}

const ENGAGEMENT_STATUSES: TEngagementStatus[] = ['active', 'active', 'active', 'ended', 'archived', 'preliminary'];

export async function buildDashboardData(db: Db, t: Tenant, o: DashboardDataOptions) {
  const r = random(o.seed);
  const otherSpecialist = await buildUser(db, { role: 'specialist', companyId: t.company.id });
  const at = (day: string, hour = 12) => new Date(londonMidnight(day).getTime() + hour * 3_600_000);
  const approvedIds: string[] = [];
  const openIds: string[] = [];
  for (let i = 0; i < o.engagements; i++) {
    const company = r.chance(0.3) ? t.subsidiary : t.company;
    const status = r.pick(ENGAGEMENT_STATUSES);
    const [e] = await db
      .insert(engagements)
      .values({
        companyId: company.id,
        departmentId: r.chance(0.6) ? t.department.id : null,
        agencyId: null,
        engagedEntityId: t.entity.id,
        engagedIndividualId: t.individual.id,
        answererId: t.specialist.id,
        approverId: t.approver.id,
        status,
        type: r.chance(0.1) ? 'test' : 'normal',
        contractStart: addDays(o.today, -r.int(10, 400)),
        contractEnd: addDays(o.today, r.int(-30, 300)),
        contractValuePence: r.int(1, 500) * 10_000,
        serviceProvided: `Service ${i}`,
        deletedAt: r.chance(0.05) ? new Date() : null,
        createdAt: at(addDays(o.today, -r.int(0, 420))),
      })
      .returning({ id: engagements.id });
    for (let k = 0, n = r.int(1, 3); k < n; k++) {
      const status = r.pick(ASSESSMENT_STATUSES) as TAssessmentStatus;
      const determined = status === 'approved' || status === 'approved_pre_assessment';
      const employed = r.int(20, 80);
      const dueDate = addDays(o.today, r.int(-45, 60));
      const [a] = await db
        .insert(assessments)
        .values({
          engagementId: e!.id,
          type: r.pick(['assessment', 'reassessment', 'continuous_employment', 'pre_assessment'] as const),
          status,
          dueDate,
          // now and then a seat held by someone else than the engagement's (the lists' seat gaps)
          answererId: r.chance(0.15) ? otherSpecialist.id : t.specialist.id,
          approverId: r.chance(0.1) ? t.clientAdmin.id : t.approver.id,
          employed: determined || r.chance(0.3) ? employed : null,
          selfEmployed: determined || r.chance(0.3) ? 100 - employed : null,
          riskLevel: determined ? r.pick(['low', 'medium', 'high'] as const) : null,
          dateSubmitted: determined ? at(addDays(o.today, -r.int(1, 430))) : null,
          // approvals across the last 14 months, at every hour (UK midnights matter)
          dateApproved: determined ? at(addDays(o.today, -r.int(0, 420)), r.int(0, 23)) : null,
        })
        .returning({ id: assessments.id });
      (determined ? approvedIds : openIds).push(a!.id);
    }
  }
  // Comments on open assessments: by the client admin, some read by the approver or specialist.
  for (const id of openIds.filter(() => r.chance(0.3))) {
    const [thread] = await db.insert(threads).values({ assessmentId: id, type: 'review' }).returning();
    const author = r.pick([t.clientAdmin.id, t.approver.id, t.specialist.id]);
    await db.insert(comments).values({
      threadId: thread!.id,
      userId: author,
      body: 'A question',
      status: r.chance(0.8) ? 'submitted' : 'created',
      createdAt: at(addDays(o.today, -r.int(0, 20))),
    });
    for (const reader of [t.approver.id, t.specialist.id, t.clientAdmin.id]) {
      if (r.chance(0.4)) {
        await db
          .insert(threadReads)
          .values({ threadId: thread!.id, userId: reader, lastSeen: at(addDays(o.today, -r.int(0, 20))) });
      }
    }
  }
  // Appeals on approved assessments, in every status (one per engagement, as the appeals' unique index wants).
  const appealed = new Set<string>();
  for (const id of approvedIds.filter(() => r.chance(0.4))) {
    const [a] = await db
      .select({ engagementId: assessments.engagementId, companyId: assessments.companyId })
      .from(assessments)
      .where(sqlEq(assessments.id, id));
    if (appealed.has(a!.engagementId)) continue;
    appealed.add(a!.engagementId);
    const status = r.pick(APPEAL_STATUSES) as TAppealStatus;
    const started = !['created', 'outdated', 'disabled'].includes(status);
    const receivedOn = started ? addDays(o.today, -r.int(0, 70)) : null;
    const [appeal] = await db
      .insert(appeals)
      .values({
        keyHash: randomBytes(16).toString('hex'),
        companyId: a!.companyId!,
        engagementId: a!.engagementId,
        assessmentId: id,
        status,
        contractorEmail: 'worker@example.test',
        representationsReceivedOn: receivedOn,
        statutoryDeadline: receivedOn ? appealDeadline(receivedOn) : null,
        dateStarted: receivedOn ? at(receivedOn) : null,
        dateEnded: status === 'closed' ? at(o.today) : null,
      })
      .returning();
    if (started && r.chance(0.5)) {
      await db.insert(appealComments).values({
        appealId: appeal!.id,
        threadType: 'appeal',
        byContractor: true,
        body: 'My side',
        status: 'submitted',
        submittedAt: at(addDays(o.today, -r.int(0, 10))),
      });
      if (r.chance(0.5)) {
        await db.insert(appealReads).values({ appealId: appeal!.id, userId: t.clientAdmin.id, lastSeen: at(o.today) });
      }
    }
  }
  // Contract changes waiting, and people invited.
  for (const id of approvedIds.slice(0, 2)) {
    const [a] = await db.select({ e: assessments.engagementId }).from(assessments).where(sqlEq(assessments.id, id));
    await db.insert(contractChanges).values({ engagementId: a!.e, changes: { contractValue: 1 }, status: 'requested' });
  }
  for (let i = 0, n = r.int(0, 3); i < n; i++) {
    await buildUser(db, {
      role: 'client_user',
      companyId: r.chance(0.5) ? t.company.id : t.subsidiary.id,
      status: 'invited',
    });
  }
}

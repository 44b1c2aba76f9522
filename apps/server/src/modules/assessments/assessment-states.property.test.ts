import { answerQuestion, getQuestion, interviewState } from '@statera/determination';
import {
  ERROR_KEYS,
  nextAssessmentStatus,
  type TAssessmentAction,
  type TAssessmentStatus,
  type TAssessmentType,
} from '@statera/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { assessments, holdingSettings, interviewAnswers, interviews } from '../../db/schema/index.ts';

/**
 * A model-free property test of the assessment workflow against ASSESSMENT_TRANSITIONS: random
 * sequences of workflow requests by random people (the seats, the client admin, a client user,
 * another group's admin) on one engagement never move any of its assessments along an edge the
 * table lacks for the request made; a refused request changes nothing; a new assessment is only
 * created by a start-reassessment or start-continuous-employment that answers 200, in `created`.
 */
const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  await ctx.app.db
    .update(holdingSettings)
    .set({ continuousEmployed: true })
    .where(eq(holdingSettings.companyId, t.company.id));
});

const REQUESTS = {
  'start-interview': { actions: ['start'] },
  submit: { actions: ['submit', 'resubmit'] },
  approve: { actions: ['approve'] },
  'return-to-review': { actions: ['return'], body: { comment: 'Please look again.' } },
  reject: { actions: ['reject'], body: { confirmation: 'Reject', reason: 'Cannot be completed.' } },
  'reset-interview': { actions: ['start_update'] },
  'synchronize-interview': { actions: ['start_update'] },
  'close-reassessment': { actions: ['close'], body: { additionalMailComment: 'No change.' } },
  'start-reassessment': { actions: [], body: { reason: 'manual' } },
  'start-continuous-employment': { actions: [] },
  /** POST an answer to the current question (the first allowed answer) */
  answer: { actions: ['start_update'] },
  /** the specialist's remaining answers, written as the engine accepts them (keeps the walk fast) */
  fill: { actions: [] },
} as const satisfies Record<string, { actions: readonly TAssessmentAction[]; body?: object }>;
type Request = keyof typeof REQUESTS;
const PEOPLE = ['specialist', 'approver', 'clientAdmin', 'clientUser', 'foreign'] as const;

type Snapshot = Map<string, { status: TAssessmentStatus; type: TAssessmentType }>;
async function snapshot(engagementId: string): Promise<Snapshot> {
  const rows = await ctx.app.db
    .select({
      id: assessments.id,
      status: assessments.status,
      type: assessments.type,
      createdAt: assessments.createdAt,
    })
    .from(assessments)
    .where(eq(assessments.engagementId, engagementId))
    .orderBy(assessments.createdAt, assessments.id);
  return new Map(rows.map((r) => [r.id, { status: r.status, type: r.type }]));
}

async function fill(assessmentId: string) {
  const [interview] = await ctx.app.db.select().from(interviews).where(eq(interviews.assessmentId, assessmentId));
  if (!interview) return;
  const rows = await ctx.app.db.select().from(interviewAnswers).where(eq(interviewAnswers.interviewId, interview.id));
  let answers: Record<string, string[]> = Object.fromEntries(rows.map((r) => [r.questionId, r.answerIds]));
  const c = { engagedEntityType: 'company' as const };
  for (let state = interviewState(interview.kind, answers, c); state.current; ) {
    const q = getQuestion(state.current)!;
    const r = answerQuestion(interview.kind, answers, q.id, [q.answers[0]!.id], c);
    if (!r.ok) break;
    answers = r.answers;
    await ctx.app.db
      .insert(interviewAnswers)
      .values({ interviewId: interview.id, questionId: q.id, answerIds: [q.answers[0]!.id], version: 1 });
    state = interviewState(interview.kind, answers, c);
  }
}

async function perform(request: Request, who: (typeof PEOPLE)[number], assessmentId: string) {
  const user = who === 'foreign' ? foreign.clientAdmin : t[who];
  if (request === 'fill') {
    const status = (await ctx.app.db.select().from(assessments).where(eq(assessments.id, assessmentId)))[0]!.status;
    if (who === 'specialist' && ['in_progress', 'returned', 'updating'].includes(status)) await fill(assessmentId);
    return null;
  }
  if (request === 'answer') {
    const a = (await injectAs(ctx, user, { url: `/api/assessments/${assessmentId}` })).json();
    if (!a.interviewId) return null;
    const cq = (await injectAs(ctx, t.specialist, { url: `/api/interviews/${a.interviewId}/currentQuestion` })).json();
    if (!cq.question) return null;
    return injectAs(ctx, user, {
      method: 'POST',
      url: `/api/interviews/${a.interviewId}/answers`,
      payload: { interviewQuestionId: cq.question.id, answers: [cq.question.allowedAnswers[0].id] },
    });
  }
  const spec = REQUESTS[request] as { body?: object };
  return injectAs(ctx, user, { method: 'PUT', url: `/api/assessments/${assessmentId}/${request}`, payload: spec.body });
}

describe('assessment workflow against ASSESSMENT_TRANSITIONS', () => {
  it('never takes an edge the table lacks, along random requests by random people', async () => {
    const step = fc.record({
      request: fc.constantFrom(...(Object.keys(REQUESTS) as Request[])),
      who: fc.constantFrom(...PEOPLE),
      target: fc.nat(),
      advance: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 16 }), async (steps) => {
        const e = await buildEngagement(ctx.app.db, t, {
          contractEnd: new Date(Date.now() + 900 * 86_400_000).toISOString().slice(0, 10),
        });
        for (const s of steps) {
          const before = await snapshot(e.id);
          const ids = [...before.keys()];
          const id = ids[s.target % ids.length]!;
          // half the steps make the move that takes the target on (so walks get past review), chosen
          // from its status by the test, not from the table; the rest are any request by anyone
          const { request, who } = s.advance ? await advance(id, before.get(id)!, s.target) : s;
          const res = await perform(request, who, id);
          const after = await snapshot(e.id);
          if (who === 'foreign' && res) expect(res.statusCode).toBe(404);
          if (res && res.statusCode === 409 && res.json().error_key === ERROR_KEYS.invalidTransition) {
            expect(after).toEqual(before);
          }
          if (res && res.statusCode >= 400) {
            expect(after).toEqual(before);
            continue;
          }
          const allowed = REQUESTS[request].actions as readonly TAssessmentAction[];
          for (const [aid, was] of before) {
            const now = after.get(aid)!;
            if (now.status === was.status) continue;
            expect(aid).toBe(id);
            const reachable = allowed.some((a) => nextAssessmentStatus(was.status, a, was.type) === now.status);
            expect(reachable, `${request}: ${was.status} → ${now.status}`).toBe(true);
          }
          const created = [...after.keys()].filter((k) => !before.has(k));
          if (created.length > 0) {
            expect(['start-reassessment', 'start-continuous-employment']).toContain(request);
            expect(res?.statusCode).toBe(200);
            expect(created).toHaveLength(1);
            expect(after.get(created[0]!)!.status).toBe('created');
            expect(before.get(id)!.status).toBe('approved');
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});

type Move = { request: Request; who: (typeof PEOPLE)[number] };
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** The move that takes an assessment on from its status, as its people would make it. */
async function advance(
  assessmentId: string,
  { status, type }: { status: TAssessmentStatus; type: TAssessmentType },
  n: number,
): Promise<Move> {
  const open = !['approved', 'approved_pre_assessment', 'non_eligible', 'archived'].includes(status);
  if (type === 'reassessment' && open && n % 4 === 0) return { request: 'close-reassessment', who: 'clientAdmin' };
  switch (status) {
    case 'created':
      return { request: 'start-interview', who: 'specialist' };
    case 'in_progress':
    case 'returned':
    case 'updating':
      await fill(assessmentId);
      return { request: pick(['submit', 'submit', 'reset-interview'] as const, n), who: 'specialist' };
    case 'review':
    case 'to_verify':
      return { request: pick(['approve', 'return-to-review', 'reject', 'approve'] as const, n), who: 'approver' };
    case 'approved':
      return { request: pick(['start-reassessment', 'start-continuous-employment'] as const, n), who: 'clientAdmin' };
    default:
      return { request: 'close-reassessment', who: 'clientAdmin' };
  }
}

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents } from '../../db/schema/index.ts';

/**
 * Correcting one answer (issue 31): the later answers are given again (spec §4: not answered until
 * confirmed) but come back pre-selected, one by one or all together after reading them; a question the
 * new path did not ask before starts empty.
 */
const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let assessmentId: string;
let interviewId: string;
let firstPath: { id: string; answer: string }[];

type Who = { id: string };
const req = (user: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  injectAs(ctx, user, { method, url, ...(method === 'GET' ? {} : { payload: payload ?? {} }) });
const current = async () => (await req(t.specialist, 'GET', `/api/interviews/${interviewId}/currentQuestion`)).json();
const ids = (xs: { id: string }[]) => xs.map((x) => x.id);

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  ({ assessmentId } = await buildEngagement(ctx.app.db, t));
  const started = await req(t.specialist, 'PUT', `/api/assessments/${assessmentId}/start-interview`);
  interviewId = started.json().interviewId;
  firstPath = [];
  for (let i = 0; i < 12; i++) {
    const { question } = await current();
    const answer = question.allowedAnswers[0].id as string;
    await req(t.specialist, 'POST', `/api/interviews/${interviewId}/answers`, {
      interviewQuestionId: question.id,
      answers: [answer],
    });
    firstPath.push({ id: question.id, answer });
  }
  // The questionnaire's opening: a company's setup, personal service, then control (see the ids below).
  expect(firstPath.map((q) => q.id).slice(0, 3)).toEqual(['setup_chain', 'setup_interest', 'setup_office']);
});

describe('after changing an answer', () => {
  it('offers the later answers again, pre-selected but not answered, and confirms them one by one or all', async () => {
    const edited = await req(t.specialist, 'PUT', '/api/interview-questions/setup_interest', {
      interviewId,
      newAnswers: ['no'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const later = firstPath.slice(2);
    expect(edited.json()).toMatchObject({
      answeredQuestionCount: 2,
      question: { id: 'setup_office', status: 'ready' },
    });
    expect(edited.json().question.answeredAnswers).toEqual([]);
    expect(ids(edited.json().question.suggestedAnswers)).toEqual([later[0]!.answer]);
    // every later question comes back as it was: ten of them, each with its earlier answer
    const unchanged = edited.json().unchangedAnswers as { questionId: string; answers: { id: string }[] }[];
    expect(unchanged.map((u) => [u.questionId, ids(u.answers)])).toEqual(later.map((q) => [q.id, [q.answer]]));

    // one by one: the pre-selected answer, sent as it is
    const one = await req(t.specialist, 'POST', `/api/interviews/${interviewId}/answers`, {
      interviewQuestionId: 'setup_office',
      answers: [later[0]!.answer],
    });
    expect(one.json()).toMatchObject({ answeredQuestionCount: 3, question: { id: later[1]!.id } });
    expect(one.json().unchangedAnswers).toHaveLength(9);

    // all the rest after reading them: refused for others, and for a list that no longer comes next
    const rest = { interviewQuestionIds: later.slice(1).map((q) => q.id) };
    const url = `/api/interviews/${interviewId}/confirm-unchanged`;
    expect((await req(t.approver, 'POST', url, rest)).statusCode).toBe(403);
    expect((await req(foreign.specialist, 'POST', url, rest)).statusCode).toBe(404);
    const stale = await req(t.specialist, 'POST', url, { interviewQuestionIds: later.map((q) => q.id) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_key).toBe('errors.unchangedAnswersMoved');
    expect((await current()).answeredQuestionCount).toBe(3);
    const all = await req(t.specialist, 'POST', url, rest);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ answeredQuestionCount: 12, unchangedAnswers: [] });
    // the next question was never asked: it starts empty
    expect(all.json().question.suggestedAnswers).toEqual([]);
    const questions = (await req(t.specialist, 'GET', `/api/interviews/${interviewId}/questions`)).json().questions;
    expect(
      questions.map((q: { id: string; answeredAnswers: { id: string }[] }) => [q.id, ids(q.answeredAnswers)]),
    ).toEqual([
      [firstPath[0]!.id, [firstPath[0]!.answer]],
      ['setup_interest', ['no']],
      ...later.map((q) => [q.id, [q.answer]]),
    ]);
    const [event] = await ctx.app.db
      .select({ after: auditEvents.after })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, assessmentId), eq(auditEvents.action, 'interview.unchanged_answers_confirmed')),
      );
    expect(Object.keys(event!.after as object)).toEqual(['confirmed']);
  });

  it('a question the new path did not ask before starts empty; the ones it asks again keep their answers', async () => {
    const psRight = firstPath.findIndex((q) => q.id === 'ps_right');
    const edited = await req(t.specialist, 'PUT', '/api/interview-questions/ps_right', {
      interviewId,
      newAnswers: ['fettered'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ answeredQuestionCount: psRight + 1, unchangedAnswers: [] });
    expect(edited.json().question.id).not.toBe(firstPath[psRight + 1]!.id);
    expect(edited.json().question.suggestedAnswers).toEqual([]);
  });

  it('a reset starts again with nothing offered', async () => {
    await req(t.specialist, 'PUT', '/api/interview-questions/setup_chain', { interviewId, newAnswers: ['agency'] });
    expect((await current()).unchangedAnswers.length).toBeGreaterThan(0);
    expect((await req(t.specialist, 'PUT', `/api/assessments/${assessmentId}/reset-interview`)).statusCode).toBe(200);
    const after = await current();
    expect(after).toMatchObject({ answeredQuestionCount: 0, unchangedAnswers: [] });
    expect(after.question.suggestedAnswers).toEqual([]);
  });
});

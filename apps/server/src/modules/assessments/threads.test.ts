import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;

type Who = { id: string };
const req = (user: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  injectAs(ctx, user, { method, url, ...(method === 'GET' ? {} : { payload: payload ?? {} }) });

let assessmentId: string;
let interviewId: string;
const url = (suffix = '') => `/api/assessments/${assessmentId}${suffix}`;

async function answerNext(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const cq = (await req(t.specialist, 'GET', `/api/interviews/${interviewId}/currentQuestion`)).json();
    if (!cq.question) return;
    const res = await req(t.specialist, 'POST', `/api/interviews/${interviewId}/answers`, {
      interviewQuestionId: cq.question.id,
      answers: [cq.question.allowedAnswers[0].id],
    });
    expect(res.statusCode).toBe(200);
  }
}
const questions = async (user: Who) =>
  (await req(user, 'GET', `/api/interviews/${interviewId}/questions`)).json().questions as {
    id: string;
    allowedAnswers: { id: string }[];
    nextNotSeenId: string | null;
    nextReadyId: string | null;
    previousReadyId: string | null;
    threads: { id: string; commentCount: number; newCommentCount: number }[];
  }[];
const assessmentAs = async (user: Who) => (await req(user, 'GET', url())).json();
type ThreadView = {
  id: string;
  commentCount: number;
  newCommentCount: number;
  comments: { id: string; body: string; status: string; seen: boolean }[];
};
const threadOf = (a: { threads: (ThreadView & { interviewQuestionId: string | null })[] }, q: string) =>
  a.threads.find((th) => th.interviewQuestionId === q) as ThreadView;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  ({ assessmentId } = await buildEngagement(ctx.app.db, t));
  expect((await req(t.specialist, 'PUT', url('/start-interview'))).statusCode).toBe(200);
  interviewId = (await assessmentAs(t.specialist)).interviewId;
  await answerNext(4);
});

describe('question threads and comments', () => {
  let q1: string;
  let q2: string;
  let threadId: string;
  let draftId: string;

  it('creates a question thread on the first comment and counts it for the others', async () => {
    const qs = await questions(t.specialist);
    q1 = qs[0]!.id;
    q2 = qs[1]!.id;
    const res = await req(t.approver, 'POST', url('/comments'), { body: 'Is this right?', interviewQuestionId: q1 });
    expect(res.statusCode).toBe(201);
    const thread = threadOf(res.json(), q1);
    expect(thread).toMatchObject({ commentCount: 1, newCommentCount: 0, comments: [{ seen: true }] });
    threadId = thread.id;
    // The same question reuses its thread.
    await req(t.approver, 'POST', url('/comments'), { body: 'And the date?', interviewQuestionId: q1 });
    const mine = await assessmentAs(t.specialist);
    expect(threadOf(mine, q1)).toMatchObject({ id: threadId, commentCount: 2, newCommentCount: 2 });
    expect(threadOf(mine, q1).comments.every((c) => !c.seen)).toBe(true);
    expect(mine).toMatchObject({ commentCount: 2, allCommentCount: 2 });
    // The review thread stays separate.
    const general = await req(t.clientAdmin, 'POST', url('/comments'), { body: 'General note' });
    expect(
      general.json().threads.filter((th: { interviewQuestionId: null }) => th.interviewQuestionId === null),
    ).toHaveLength(1);
    const byId = await req(t.specialist, 'POST', url('/comments'), { body: 'Answered by id', threadId });
    expect(threadOf(byId.json(), q1).commentCount).toBe(3);
  });

  it('shows the thread with its counts on the question', async () => {
    const [first] = await questions(t.approver);
    expect(first?.threads).toMatchObject([{ id: threadId, commentCount: 3, newCommentCount: 1 }]);
    const q = (
      await req(t.specialist, 'GET', `/api/interviews/${interviewId}/question?interviewQuestionId=${q1}`)
    ).json();
    expect(q.threads[0]).toMatchObject({ id: threadId, newCommentCount: 2 });
  });

  it('keeps a draft to its author until it is submitted', async () => {
    const res = await req(t.specialist, 'POST', `/api/threads/${threadId}/comments`, {
      body: 'Draft',
      status: 'created',
    });
    expect(res.statusCode).toBe(201);
    const draft = res.json().comments.find((c: { body: string }) => c.body === 'Draft');
    expect(draft).toMatchObject({ status: 'created' });
    draftId = draft.id;
    expect(res.json().commentCount).toBe(3);
    for (const other of [t.approver, t.clientAdmin]) {
      const seen = threadOf(await assessmentAs(other), q1);
      expect(seen.comments.map((c) => c.id)).not.toContain(draftId);
    }
    // Someone else's draft cannot be edited: it is not there for them.
    expect((await req(t.approver, 'PUT', url(`/comments/${draftId}`), { body: 'x' })).statusCode).toBe(404);
    const submitted = await req(t.specialist, 'PUT', url(`/comments/${draftId}`), {
      body: 'Draft, submitted',
      status: 'submitted',
    });
    expect(submitted.statusCode).toBe(200);
    const forApprover = threadOf(await assessmentAs(t.approver), q1);
    expect(forApprover.comments.find((c) => c.id === draftId)).toMatchObject({ body: 'Draft, submitted', seen: false });
    expect(forApprover).toMatchObject({ commentCount: 4, newCommentCount: 2 });
  });

  it('lets only the author edit, and never back into a draft', async () => {
    expect((await req(t.approver, 'PUT', url(`/comments/${draftId}`), { body: 'mine now' })).statusCode).toBe(403);
    expect((await req(t.clientAdmin, 'PUT', url(`/comments/${draftId}`), { body: 'mine now' })).statusCode).toBe(403);
    const back = await req(t.specialist, 'PUT', url(`/comments/${draftId}`), { body: 'again', status: 'created' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error_key).toBe('errors.commentAlreadySubmitted');
    const edited = await req(t.specialist, 'PUT', url(`/comments/${draftId}`), { body: 'Edited' });
    expect(edited.statusCode).toBe(200);
    expect(threadOf(edited.json(), q1).comments.find((c) => c.id === draftId)?.body).toBe('Edited');
  });

  it('refuses those who may not comment, and hides everything from another group', async () => {
    expect((await req(t.clientUser, 'POST', `/api/threads/${threadId}/comments`, { body: 'x' })).statusCode).toBeOneOf([
      403, 404,
    ]);
    for (const user of [foreign.clientAdmin, foreign.approver, foreign.specialist]) {
      expect((await req(user, 'POST', `/api/threads/${threadId}/comments`, { body: 'x' })).statusCode).toBe(404);
      expect((await req(user, 'PUT', `/api/threads/${threadId}/mark-as-seen`, {})).statusCode).toBe(404);
      expect((await req(user, 'PUT', url(`/comments/${draftId}`), { body: 'x' })).statusCode).toBe(404);
      expect((await req(user, 'POST', url('/comments'), { body: 'x', interviewQuestionId: q1 })).statusCode).toBe(404);
    }
    const unknownThread = await req(t.approver, 'POST', url('/comments'), {
      body: 'x',
      threadId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownThread.statusCode).toBe(404);
    const unknownQuestion = await req(t.approver, 'POST', url('/comments'), { body: 'x', interviewQuestionId: 'nope' });
    expect(unknownQuestion.statusCode).toBe(400);
  });

  it('marks a thread read for the actor only', async () => {
    const before = await assessmentAs(t.approver);
    // Two on the question's thread and the client admin's note in the review thread.
    expect(before.commentCount).toBe(3);
    const res = await req(t.approver, 'PUT', `/api/threads/${threadId}/mark-as-seen`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ threadId, newCommentCount: 0 });
    // An earlier time never moves the mark back.
    const back = await req(t.approver, 'PUT', `/api/threads/${threadId}/mark-as-seen`, {
      lastSeen: '2020-01-01T00:00:00.000Z',
    });
    expect(back.json()).toMatchObject({ newCommentCount: 0, lastSeen: res.json().lastSeen });
    const after = await assessmentAs(t.approver);
    expect(after.commentCount).toBe(1);
    expect(threadOf(after, q1).comments.every((c) => c.seen)).toBe(true);
    expect(threadOf(await assessmentAs(t.specialist), q1).newCommentCount).toBe(2);
    void q2;
  });
});

describe('editing and confirming answers', () => {
  it('editing an answer removes it and every later one, then the interview continues', async () => {
    const qs = await questions(t.specialist);
    expect(qs.length).toBe(4);
    const second = qs[1]!;
    const current = (await req(t.specialist, 'GET', `/api/interviews/${interviewId}/currentQuestion`)).json().question;
    const notYet = await req(t.specialist, 'PUT', `/api/interview-questions/${current.id}`, {
      interviewId,
      newAnswers: [current.allowedAnswers[0].id],
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error_key).toBe('errors.questionNotAnswered');
    const payload = { interviewId, newAnswers: [second.allowedAnswers.at(-1)!.id] };
    expect((await req(t.approver, 'PUT', `/api/interview-questions/${second.id}`, payload)).statusCode).toBe(403);
    expect((await req(foreign.specialist, 'PUT', `/api/interview-questions/${second.id}`, payload)).statusCode).toBe(
      404,
    );
    const res = await req(t.specialist, 'PUT', `/api/interview-questions/${second.id}`, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      answeredQuestionCount: 2,
      question: { status: 'ready', positionInInterview: 3 },
    });
    const after = await questions(t.specialist);
    expect(after.map((q) => q.id)).toEqual([qs[0]!.id, second.id]);
    const [event] = await ctx.app.db
      .select({ before: auditEvents.before })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, assessmentId), eq(auditEvents.action, 'interview.answer_edited')));
    expect((event!.before as { removed: string[] }).removed).toEqual([qs[2]!.id, qs[3]!.id]);
  });

  it('submits, lets the approver mark the version seen, and shows the result by section', async () => {
    await answerNext(500);
    expect((await req(t.specialist, 'PUT', url('/submit'))).statusCode).toBe(200);
    expect((await req(t.specialist, 'PUT', url('/mark-version-as-seen'), { version: 1 })).statusCode).toBe(403);
    expect((await req(foreign.approver, 'PUT', url('/mark-version-as-seen'), { version: 1 })).statusCode).toBe(404);
    expect((await req(t.approver, 'PUT', url('/mark-version-as-seen'), { version: 2 })).statusCode).toBe(404);
    const seen = await req(t.approver, 'PUT', url('/mark-version-as-seen'), { version: 1 });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().versionSeen).toBe(1);

    const res = await req(t.clientAdmin, 'GET', url('/results-by-sections'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const path = await questions(t.clientAdmin);
    expect(body.version).toBe(1);
    expect(body.sections.flatMap((s: { questions: { id: string }[] }) => s.questions.map((q) => q.id)).sort()).toEqual(
      path.map((q) => q.id).sort(),
    );
    expect(
      body.sections.find((s: { questions: { id: string }[] }) => s.questions.some((q) => q.id === path[0]!.id)),
    ).toBeTruthy();
    expect((await req(foreign.clientAdmin, 'GET', url('/results-by-sections'))).statusCode).toBe(404);
    expect((await req(t.clientAdmin, 'GET', url('/results-by-sections?version=9'))).statusCode).toBe(404);
  });

  it('after a return, a commented answer is ready until confirmed, then not seen by the approver', async () => {
    const path = await questions(t.approver);
    const target = path[2]!;
    await req(t.approver, 'POST', url('/comments'), { body: 'Confirm this one', interviewQuestionId: target.id });
    expect((await req(t.approver, 'PUT', url('/return-to-review'), { comment: 'See question 3' })).statusCode).toBe(
      200,
    );

    const mine = await questions(t.specialist);
    expect(mine[1]!.previousReadyId).toBe(mine[0]!.id);
    expect(mine[1]!.nextReadyId).toBe(target.id);
    expect(
      (await req(t.approver, 'PUT', `/api/interview-questions/${target.id}/confirm`, { interviewId })).statusCode,
    ).toBe(403);
    const confirmed = await req(t.specialist, 'PUT', `/api/interview-questions/${target.id}/confirm`, { interviewId });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().id).toBe(target.id);
    expect((await questions(t.specialist))[1]!.nextReadyId).not.toBe(target.id);
    // Confirming is not a change: the assessment stays returned and can go back as it is.
    expect((await assessmentAs(t.specialist)).status).toBe('returned');
    expect((await req(t.specialist, 'PUT', url('/submit'))).json()).toMatchObject({
      status: 'to_verify',
      lastVersion: 2,
    });
    const forApprover = await questions(t.approver);
    expect(forApprover[0]!.nextNotSeenId).toBe(target.id);
    await req(t.approver, 'PUT', url('/mark-version-as-seen'), { version: 2 });
    const threadId = (await questions(t.approver))[2]!.threads[0]!.id;
    await req(t.approver, 'PUT', `/api/threads/${threadId}/mark-as-seen`, {});
    expect((await questions(t.approver))[0]!.nextNotSeenId).not.toBe(target.id);
  });
});

describe('the interview introduction', () => {
  it('is shown to the specialist until marked seen', async () => {
    const { assessmentId: id } = await buildEngagement(ctx.app.db, t);
    const u = `/api/assessments/${id}`;
    expect((await req(t.specialist, 'GET', u)).json().showPresentation).toBe(true);
    expect((await req(t.approver, 'GET', u)).json().showPresentation).toBe(false);
    expect((await req(t.approver, 'PUT', `${u}/mark-presentation-as-seen`)).statusCode).toBe(403);
    expect((await req(foreign.specialist, 'PUT', `${u}/mark-presentation-as-seen`)).statusCode).toBe(404);
    const res = await req(t.specialist, 'PUT', `${u}/mark-presentation-as-seen`);
    expect(res.statusCode).toBe(200);
    expect(res.json().showPresentation).toBe(false);
    const events = await ctx.app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'assessment.presentation_seen')));
    expect(events).toHaveLength(1);
  });
});

describe('audit', () => {
  it('recorded comments, edits, submissions and read marks of versions', async () => {
    const events = await ctx.app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, assessmentId));
    const actions = new Set(events.map((e) => e.action));
    for (const a of [
      'assessment.comment_created',
      'assessment.comment_submitted',
      'assessment.comment_updated',
      'assessment.version_seen',
      'interview.answer_edited',
      'interview.answer_confirmed',
    ])
      expect(actions).toContain(a);
  });
});

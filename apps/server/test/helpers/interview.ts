import { expect } from 'vitest';
import { injectAs } from './inject.ts';
import type { TestContext } from './test-app.ts';

/** Starts the interview as the specialist, answers every question with its first answer, and submits. */
export async function completeAssessment(ctx: TestContext, specialist: { id: string }, assessmentId: string) {
  const started = await injectAs(ctx, specialist, {
    method: 'PUT',
    url: `/api/assessments/${assessmentId}/start-interview`,
  });
  expect(started.statusCode).toBe(200);
  const interviewId = started.json().interviewId as string;
  for (let n = 0; n < 500; n++) {
    const { question } = (
      await injectAs(ctx, specialist, { url: `/api/interviews/${interviewId}/currentQuestion` })
    ).json();
    if (!question) break;
    const res = await injectAs(ctx, specialist, {
      method: 'POST',
      url: `/api/interviews/${interviewId}/answers`,
      payload: { interviewQuestionId: question.id, answers: [question.allowedAnswers[0].id] },
    });
    expect(res.statusCode).toBe(200);
  }
  const submitted = await injectAs(ctx, specialist, { method: 'PUT', url: `/api/assessments/${assessmentId}/submit` });
  expect(submitted.statusCode).toBe(200);
  return submitted.json();
}

import {
  type AnswerMap,
  answerQuestion,
  type EngagementContext,
  type InterviewKind,
  interviewState,
} from '@statera/determination';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { interviewAnswerSuggestions } from '../../db/schema/index.ts';

/**
 * Earlier answers offered again after a change (issue 31; `interview_answer_suggestions`). Changing an
 * answer removes every later one (spec §4: they are given again); each removed answer is kept here,
 * and when the new path reaches its question again the answer comes back pre-selected, counted as
 * answered only once the specialist confirms it. A question the path did not ask before starts empty.
 */
export type Suggestions = ReadonlyMap<string, string[]>;

export async function suggestionsOf(db: DbOrTx, interviewId: string): Promise<Suggestions> {
  const rows = await db
    .select({ questionId: interviewAnswerSuggestions.questionId, answerIds: interviewAnswerSuggestions.answerIds })
    .from(interviewAnswerSuggestions)
    .where(eq(interviewAnswerSuggestions.interviewId, interviewId));
  return new Map(rows.map((r) => [r.questionId, r.answerIds]));
}

/** Keeps the answers a change removed (`before` holds them), replacing an older suggestion of the same question. */
export async function keepRemovedAnswers(
  tx: DbOrTx,
  interviewId: string,
  removed: readonly string[],
  before: AnswerMap,
): Promise<void> {
  const rows = removed
    .filter((q) => (before[q]?.length ?? 0) > 0)
    .map((questionId) => ({ interviewId, questionId, answerIds: before[questionId]! }));
  if (rows.length === 0) return;
  await tx
    .insert(interviewAnswerSuggestions)
    .values(rows)
    .onConflictDoUpdate({
      target: [interviewAnswerSuggestions.interviewId, interviewAnswerSuggestions.questionId],
      set: { answerIds: sql`excluded.answer_ids`, createdAt: sql`now()` },
    });
}

/** A question answered (or confirmed) no longer needs its suggestion; every one goes with a reset. */
export async function dropSuggestions(tx: DbOrTx, interviewId: string, questionIds?: readonly string[]) {
  await tx
    .delete(interviewAnswerSuggestions)
    .where(
      and(
        eq(interviewAnswerSuggestions.interviewId, interviewId),
        questionIds ? inArray(interviewAnswerSuggestions.questionId, [...questionIds]) : undefined,
      ),
    );
}

/**
 * From the current question on, the questions that come back one after another with a suggestion
 * if each is confirmed as it was: the walk stops at the first question without one (new on the
 * path) or at the end. What "confirm the N unchanged answers" confirms.
 */
export function unchangedChain(
  kind: InterviewKind,
  answers: AnswerMap,
  suggestions: Suggestions,
  ctx: EngagementContext,
): string[] {
  const ids: string[] = [];
  let current = answers;
  let state = interviewState(kind, current, ctx);
  while (state.current && suggestions.has(state.current)) {
    const result = answerQuestion(kind, current, state.current, suggestions.get(state.current)!, ctx);
    if (!result.ok) break;
    ids.push(state.current);
    current = result.answers;
    state = interviewState(kind, current, ctx);
  }
  return ids;
}

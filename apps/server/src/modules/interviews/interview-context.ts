import type { InterviewState } from '@statera/determination';
import type { TThread } from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { interviewAnswers } from '../../db/schema/index.ts';
import type { interviewAssessment } from '../assessments/assessment.service.ts';
import { assessmentThreads } from '../assessments/threads.service.ts';

/** What a question's view needs beyond the answers: its thread and the actor's seen / ready marks. */
export interface QuestionContext {
  threads: ReadonlyMap<string, TThread>;
  /** Questions with something the actor has not seen. */
  notSeen: ReadonlySet<string>;
  /** Questions waiting for the specialist. */
  ready: ReadonlySet<string>;
  /** Earlier answers offered again (interview-suggestions.ts). */
  suggestions?: ReadonlyMap<string, string[]>;
}

export const EMPTY_CONTEXT: QuestionContext = { threads: new Map(), notSeen: new Set(), ready: new Set() };

type AssessmentRecord = NonNullable<Awaited<ReturnType<typeof interviewAssessment>>>;

const AFTER_RETURN = ['returned', 'updating'];

/**
 * The actor's marks over the interview:
 * - not seen: the question's thread has comments by others the actor has not read, or (for the
 *   assessment's approver) its answer was given or confirmed in a version after `versionSeen`;
 * - ready: the question waiting for an answer, and after a return every answered question whose
 *   thread has comments and whose answer was neither changed nor confirmed since the last version.
 */
export async function questionContext(
  db: DbOrTx,
  actor: Actor,
  record: AssessmentRecord,
  state: InterviewState,
): Promise<QuestionContext> {
  const a = record.assessment;
  const [{ threads }, versions] = await Promise.all([
    assessmentThreads(db, actor, a.id),
    record.interviewId
      ? db
          .select({ questionId: interviewAnswers.questionId, version: interviewAnswers.version })
          .from(interviewAnswers)
          .where(eq(interviewAnswers.interviewId, record.interviewId))
      : Promise.resolve([]),
  ]);
  const byQuestion = new Map(threads.filter((t) => t.interviewQuestionId).map((t) => [t.interviewQuestionId!, t]));
  const versionOf = new Map(versions.map((v) => [v.questionId, v.version]));
  const isApprover = a.approverId === actor.id;
  const notSeen = new Set<string>();
  const ready = new Set<string>(state.current ? [state.current] : []);
  for (const q of state.path) {
    const thread = byQuestion.get(q);
    const v = versionOf.get(q) ?? 0;
    if ((thread?.newCommentCount ?? 0) > 0) notSeen.add(q);
    if (isApprover && v > a.versionSeen && v <= a.lastVersion) notSeen.add(q);
    if (AFTER_RETURN.includes(a.status) && (thread?.commentCount ?? 0) > 0 && v <= a.lastVersion) ready.add(q);
  }
  if (state.current && (byQuestion.get(state.current)?.newCommentCount ?? 0) > 0) notSeen.add(state.current);
  return { threads: byQuestion, notSeen, ready };
}

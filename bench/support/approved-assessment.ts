import { getQuestion, interviewState } from '@statera/determination';
import { eq } from 'drizzle-orm';
import { loadActor } from '../../apps/server/src/authz/actor.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { assessments, interviewAnswers, interviews } from '../../apps/server/src/db/schema/index.ts';
import {
  approveAssessment,
  startInterview,
  submitAssessment,
} from '../../apps/server/src/modules/assessments/assessment-workflow.ts';
import { postAssessmentComment } from '../../apps/server/src/modules/assessments/threads.service.ts';

/**
 * Brings assessment `id` to approved as a realistic statement needs it: a full interview, each
 * question answered in turn (varying the chosen answer), submitted, two review comments, approved.
 * Approval queues the first SDS version, as in the app.
 */
export async function approveWithFullInterview(
  db: Db,
  id: string,
  people: { specialistId: string; approverId: string },
): Promise<void> {
  const actorOf = async (userId: string) => (await loadActor(db, userId))!;
  await db
    .update(assessments)
    .set({ dueDate: new Date().toISOString().slice(0, 10) })
    .where(eq(assessments.id, id));
  await startInterview(db, await actorOf(people.specialistId), id);
  const [interview] = await db.select().from(interviews).where(eq(interviews.assessmentId, id));
  const answers: Record<string, string[]> = {};
  for (let n = 0; n < 200; n++) {
    const state = interviewState('full', answers, { engagedEntityType: 'company' });
    if (!state.current) break;
    const q = getQuestion(state.current)!;
    answers[q.id] = [q.answers[(n * 7) % q.answers.length]!.id];
    await db.insert(interviewAnswers).values({
      interviewId: interview!.id,
      questionId: q.id,
      answerIds: answers[q.id]!,
      version: 1,
      answeredById: people.specialistId,
    });
  }
  await submitAssessment(db, await actorOf(people.specialistId), id);
  for (const body of [
    'Checked the contract: substitution clause is subject to the client’s approval.',
    'Confirmed with the line manager that the worker attends team meetings.',
  ])
    await postAssessmentComment(db, await actorOf(people.approverId), id, { body });
  await approveAssessment(db, await actorOf(people.approverId), id);
}

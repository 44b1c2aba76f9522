import {
  type AnswerMap,
  answerQuestion,
  determine,
  type EngagedEntityType,
  getQuestion,
  interviewState,
  QUESTIONNAIRE_VERSION,
  type RuleSet,
  UNKNOWN_ANSWER_ID,
} from '@statera/determination';
import type { TAssessmentResult } from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { assessments, assessmentVersions, interviews } from '../../src/db/schema/index.ts';
import { buildEngagement } from './engagement.ts';
import type { Tenant } from './tenant.ts';

const SETTINGS = { highRiskThreshold: 10, mediumRiskThreshold: 20, riskMargin: 5 };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A full interview played through the engine: each question answered from `given`, "not known"
 * where a fact is not given and the question allows it (else its first answer).
 */
export function playInterview(given: AnswerMap, entity: EngagedEntityType = 'company'): AnswerMap {
  const ctx = { engagedEntityType: entity };
  let answers: AnswerMap = {};
  for (let guard = 0; guard < 200; guard++) {
    const current = interviewState('full', answers, ctx).current;
    if (!current) break;
    const q = getQuestion(current)!;
    const ids = given[current] ?? (q.allowUnknown ? [UNKNOWN_ANSWER_ID] : [q.answers[0]!.id]);
    const r = answerQuestion('full', answers, current, ids, ctx);
    if (!r.ok) throw new Error(`${current}: ${r.error}`);
    answers = r.answers;
  }
  return answers;
}

/**
 * An engagement whose assessment is approved with `answers` (a full interview), determined by the
 * real engine under `rules` (the rule set the result was issued under) and still valid unless
 * `validUntil` says otherwise. Returns the engagement and assessment ids and the stored result.
 */
export async function buildApprovedResult(
  db: Db,
  t: Tenant,
  answers: AnswerMap,
  opts: { rules: RuleSet; validUntil?: string },
) {
  const engagement = await buildEngagement(db, t);
  const d = determine('full', answers, SETTINGS, { engagedEntityType: 'company' }, { rules: opts.rules });
  const result: TAssessmentResult = { ...d };
  await db.insert(interviews).values({
    assessmentId: engagement.assessmentId,
    kind: 'full',
    questionnaireVersion: QUESTIONNAIRE_VERSION,
  });
  await db
    .insert(assessmentVersions)
    .values({ assessmentId: engagement.assessmentId, version: 1, answers, path: Object.keys(answers), result });
  await db
    .update(assessments)
    .set({
      status: 'approved',
      lastVersion: 1,
      employed: d.employed,
      selfEmployed: d.selfEmployed,
      riskLevel: d.riskLevel,
      riskMargin: SETTINGS.riskMargin,
      result,
      dateStarted: new Date(),
      dateSubmitted: new Date(),
      dateApproved: new Date(),
      validUntil: opts.validUntil ?? day(300),
    })
    .where(eq(assessments.id, engagement.assessmentId));
  return { engagementId: engagement.id, assessmentId: engagement.assessmentId, result };
}

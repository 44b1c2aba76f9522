import {
  type AnswerMap,
  answerQuestion,
  determine,
  getQuestion,
  interviewState,
  QUESTIONNAIRE_VERSION,
  RULES_2_0,
  UNKNOWN_ANSWER_ID,
} from '@statera/determination';
import type { TAssessmentResult } from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { createEngagement } from '../../modules/engagements/create-engagement.ts';
import { runRuleSetImpact } from '../../modules/rule-set-impact/rule-set-impact.job.ts';
import type { Db } from '../client.ts';
import { assessments, assessmentVersions, interviews } from '../schema/index.ts';
import { insertEngagedEntity } from './builders.ts';

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const facts = (o: Record<string, string | string[]>): AnswerMap =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));

/** Two results approved before rules 2.1, from interviews with many facts "not known". */
const EARLIER = [
  {
    entity: 'Copperfield Analytics Ltd',
    individual: 'Tom Okafor',
    service: 'Reporting and dashboards',
    given: facts({
      setup_chain: 'direct',
      ps_right: 'none',
      ps_personal_attributes: 'yes',
      ctl_what: 'client',
      ctl_how: 'client',
      ctl_when: 'client',
      moo_within: 'both',
      fin_payment: 'time',
      fin_equipment: 'none',
      pp_benefits: 'none',
      pp_manage: 'yes',
      ob_clients: 'none',
    }),
  },
  {
    entity: 'Fenwick Structural LLP',
    individual: 'Priya Raman',
    service: 'Structural survey of the new depot',
    given: facts({
      setup_chain: 'direct',
      ps_right: 'unfettered',
      ps_genuine: 'yes',
      ps_personal_attributes: 'no',
      ctl_what: 'fixed',
      ctl_how: 'worker',
      ctl_when: 'worker',
      ctl_where: 'worker',
      fin_payment: 'fixed',
      fin_equipment: ['significant'],
      fin_loss: 'yes',
      pp_benefits: 'none',
      pp_manage: 'no',
      ob_clients: 'many',
      ob_marketing: 'yes',
      ob_history: 'many',
    }),
  },
];

/** A full interview from `given`, "not known" wherever a fact is missing (else the first answer). */
function play(given: AnswerMap): AnswerMap {
  const ctx = { engagedEntityType: 'company' as const };
  let answers: AnswerMap = {};
  for (let guard = 0; guard < 200; guard++) {
    const current = interviewState('full', answers, ctx).current;
    if (!current) break;
    const q = getQuestion(current)!;
    const r = answerQuestion(
      'full',
      answers,
      current,
      given[current] ?? (q.allowUnknown ? [UNKNOWN_ANSWER_ID] : [q.answers[0]!.id]),
      ctx,
    );
    if (r.ok) answers = r.answers;
  }
  return answers;
}

/**
 * The rule-set impact report of the demo: two engagements whose results were approved under rules
 * 2.0.0 (before this release), then the job's run for the current release, which finds what rules 2.1
 * would change in them. The stored results stay as approved; the report offers reassessments.
 */
export async function seedDemoRuleSetImpact(
  db: Db,
  admin: Actor,
  v: { groupId: string; departmentId: string; specialistEmail: string; approverEmail: string; publicUrl: string },
): Promise<void> {
  for (const [i, c] of EARLIER.entries()) {
    const { entity, individual } = await insertEngagedEntity(db, {
      mainCompanyId: v.groupId,
      name: c.entity,
      type: 'company',
      individualName: c.individual,
      individualEmail: `${c.individual.split(' ')[0]!.toLowerCase()}@contractor.test`,
    });
    const engagementId = await createEngagement(db, admin, {
      companyId: v.groupId,
      engagedEntityId: entity.id,
      engagedIndividualId: individual.id,
      departmentId: v.departmentId,
      agencyId: null,
      contractStart: iso(-120 - i * 30),
      contractEnd: iso(240 + i * 30),
      contractValue: 36_000 + i * 9_000,
      serviceProvided: c.service,
      specialistEmail: v.specialistEmail,
      approverEmail: v.approverEmail,
      type: 'normal',
    });
    const [a] = await db.select().from(assessments).where(eq(assessments.engagementId, engagementId));
    const answers = play(c.given);
    const d = determine(
      'full',
      answers,
      { highRiskThreshold: 10, mediumRiskThreshold: 20, riskMargin: 5 },
      {
        engagedEntityType: 'company',
      },
      { rules: RULES_2_0 },
    );
    const result: TAssessmentResult = { ...d };
    const approvedAt = new Date(Date.now() - (60 + i * 20) * 86_400_000);
    await db
      .insert(interviews)
      .values({ assessmentId: a!.id, kind: 'full', questionnaireVersion: QUESTIONNAIRE_VERSION });
    await db
      .insert(assessmentVersions)
      .values({ assessmentId: a!.id, version: 1, answers, path: Object.keys(answers), result, createdAt: approvedAt });
    await db
      .update(assessments)
      .set({
        status: 'approved',
        lastVersion: 1,
        versionSeen: 1,
        employed: d.employed,
        selfEmployed: d.selfEmployed,
        riskLevel: d.riskLevel,
        riskMargin: 5,
        result,
        dateStarted: approvedAt,
        dateSubmitted: approvedAt,
        dateApproved: approvedAt,
        validUntil: iso(300),
      })
      .where(eq(assessments.id, a!.id));
  }
  await runRuleSetImpact(db, new Date(), undefined, v.publicUrl);
}

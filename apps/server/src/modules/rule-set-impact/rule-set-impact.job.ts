import { CURRENT_RULES, QUESTIONNAIRE_VERSION, type RuleSet } from '@statera/determination';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/define.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { ruleSetImpactEmail } from '../mail/templates/rule-set-impact.ts';
import { redetermine } from './impact-compare.ts';
import {
  claimRun,
  clientCountOf,
  finishRun,
  type ImpactItemRow,
  insertItems,
  liveResults,
  providerAdmins,
} from './rule-set-impact.repository.ts';

const PAGE = 200;

/** The versions a run re-determines under: the deployed ones, or a test's candidate. */
export interface ImpactTarget {
  questionnaireVersion: string;
  rules: RuleSet;
}

export const CURRENT_TARGET: ImpactTarget = { questionnaireVersion: QUESTIONNAIRE_VERSION, rules: CURRENT_RULES };

export interface ImpactRunResult {
  runId: string;
  assessed: number;
  changed: number;
}

/**
 * Re-determines every live result (approved, still valid) determined under other versions than
 * `target`, WITHOUT CHANGING ANY ASSESSMENT: the stored results, versions and statements stay as they
 * are. Whatever would change outcome or risk band is written to the run's report with the questions
 * behind it; the provider admins are told. Once per version pair (a second call, or a second process,
 * finds the run claimed and returns null). Pages of 200 results, each written in its own transaction.
 */
export async function runRuleSetImpact(
  db: Db,
  now: Date,
  target: ImpactTarget = CURRENT_TARGET,
  publicUrl = '',
): Promise<ImpactRunResult | null> {
  const runId = await claimRun(db, target.questionnaireVersion, target.rules.version, now);
  if (!runId) return null;
  const today = now.toISOString().slice(0, 10);
  let assessed = 0;
  let changed = 0;
  let after: string | null = null;
  for (;;) {
    const page = await liveResults(db, today, after, PAGE);
    if (page.length === 0) break;
    after = page.at(-1)?.assessmentId ?? null;
    const items: ImpactItemRow[] = [];
    for (const live of page) {
      const r = live.result;
      if (r.rulesetVersion === target.rules.version && live.questionnaireVersion === target.questionnaireVersion) {
        continue;
      }
      assessed++;
      const next = redetermine(live, r, target.rules);
      if (!next.changed) continue;
      changed++;
      items.push({
        runId,
        assessmentId: live.assessmentId,
        engagementId: live.engagementId,
        companyId: live.companyId,
        clientId: live.clientId,
        fromQuestionnaire: live.questionnaireVersion,
        fromRuleset: r.rulesetVersion,
        fromOutcome: r.outcome,
        fromEmployed: r.employed,
        fromRisk: r.riskLevel,
        toOutcome: next.outcome,
        toEmployed: next.employed,
        toRisk: next.riskLevel,
        questions: next.questions,
      });
    }
    await insertItems(db, items);
  }
  await db.transaction(async (tx) => {
    await finishRun(tx, runId, assessed, changed, now);
    await recordAudit(tx, {
      actorId: null,
      action: 'ruleset_impact.completed',
      entityType: 'ruleset_impact',
      entityId: runId,
      after: {
        questionnaireVersion: target.questionnaireVersion,
        rulesetVersion: target.rules.version,
        assessed,
        changed,
      },
    });
    const clients = await clientCountOf(tx, runId);
    const link = `${publicUrl.replace(/\/+$/, '')}/rule-set-impacts/${runId}`;
    for (const admin of await providerAdmins(tx)) {
      await enqueueEmail(tx, {
        to: admin.email,
        entityType: 'ruleset_impact',
        entityId: runId,
        content: ruleSetImpactEmail({
          firstName: admin.firstName,
          questionnaireVersion: target.questionnaireVersion,
          rulesetVersion: target.rules.version,
          assessed,
          changed,
          clients,
          link,
        }),
      });
    }
  });
  return { runId, assessed, changed };
}

/**
 * Every 15 minutes: if the deployed questionnaire/rule-set pair has no report yet (a new version was
 * introduced), make it. Idempotent and cheap once the report exists (one insert that conflicts).
 */
export const ruleSetImpactJob = defineJob<Record<string, never>>({
  name: 'ruleset.impact',
  schedule: '*/15 * * * *',
  queue: { retryLimit: 2, retryDelay: 300 },
  async handle(_data, ctx) {
    const r = await runRuleSetImpact(ctx.db, ctx.now, CURRENT_TARGET, ctx.links?.publicUrl ?? '');
    if (r) ctx.log.info(r, 'rule-set impact report written');
  },
});

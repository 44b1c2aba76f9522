import type { FactorId } from '../questionnaire/defs.ts';
import { QUESTIONNAIRE_VERSION } from '../questionnaire/index.ts';
import type {
  AnswerMap,
  Determination,
  EngagementContext,
  FactorExplanation,
  InterviewKind,
  RiskSettings,
} from '../types.ts';
import { explainFactors, notesFor } from './explain.ts';
import { UNKNOWN_ANSWER_ID } from './path.ts';
import { FACTOR_BY_ID, RULESET_VERSION } from './rules.ts';
import { type Evaluation, evaluate } from './scoring.ts';
import { whatIfs } from './what-if.ts';

function label(outcome: Determination['outcome'], isIr35: boolean): string {
  if (isIr35) return outcome === 'employed' ? 'Inside IR35 (deemed employment)' : 'Outside IR35';
  return outcome === 'employed' ? 'Employed' : 'Self-employed';
}

function titles(fs: FactorExplanation[], d: 'employed' | 'selfEmployed'): string {
  return fs
    .filter((f) => f.direction === d && !f.id.startsWith('rule:'))
    .slice(0, 3)
    .map((f) => FACTOR_BY_ID.get(f.id as FactorId)?.label[d] ?? f.title)
    .join(', ');
}

function summarise(ev: Evaluation, factors: FactorExplanation[], isIr35: boolean, s: RiskSettings): string {
  const parts = [
    `${label(ev.outcome, isIr35)}: ${ev.employed}% employed, ${ev.selfEmployed}% self-employed; ${ev.riskLevel} risk of challenge.`,
  ];
  if (!isIr35) {
    parts.push('Not an IR35 question: a sole trader engaged directly raises the worker’s own employment status.');
  }
  if (ev.decisive) {
    parts.push(`Decided by rule — ${ev.decisive.title.toLowerCase()}.`);
  } else {
    const emp = titles(factors, 'employed');
    const se = titles(factors, 'selfEmployed');
    if (emp) parts.push(`Pointing to employment: ${emp}.`);
    if (se) parts.push(`Pointing to self-employment: ${se}.`);
    const lead = ev.selfEmployed - ev.employed;
    if (ev.outcome === 'employed' && lead > 0) {
      parts.push(
        `Self-employed indicators lead by ${lead} points, not more than the ${s.riskMargin}-point margin a self-employed result requires.`,
      );
    }
  }
  if (ev.pending.length > 0) parts.push('Provisional: the interview is not complete.');
  return parts.join(' ');
}

/** Determine status from the answers on the interview path. Pure and deterministic. */
export function determine(
  kind: InterviewKind,
  answers: AnswerMap,
  settings: RiskSettings,
  ctx: EngagementContext,
): Determination {
  const ev = evaluate(kind, answers, settings, ctx.engagedEntityType);
  const isIr35 = ctx.engagedEntityType !== 'sole_trader';
  const factors = explainFactors(ev);
  return {
    outcome: ev.outcome,
    employed: ev.employed,
    selfEmployed: ev.selfEmployed,
    certainty: ev.certainty,
    riskLevel: ev.riskLevel,
    summary: summarise(ev, factors, isIr35, settings),
    isIr35,
    decisiveRule: ev.decisive?.id ?? null,
    questionnaireVersion: QUESTIONNAIRE_VERSION,
    rulesetVersion: RULESET_VERSION,
    sections: ev.sections,
    factors,
    whatIf: whatIfs(kind, ev, settings, ctx.engagedEntityType),
    kind,
    complete: ev.pending.length === 0,
    balance: Math.round(ev.balance * 1000) / 1000,
    unknownCount: [...ev.onPath.values()].filter((ids) => ids.includes(UNKNOWN_ANSWER_ID)).length,
    notes: notesFor(ev, ctx),
    riskMargin: settings.riskMargin,
  };
}

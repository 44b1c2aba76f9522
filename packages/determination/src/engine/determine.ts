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
import { FACTOR_BY_ID } from './rules.ts';
import { CURRENT_RULES, type RuleSet } from './ruleset.ts';
import { type Evaluation, evaluate } from './scoring.ts';
import { keyUnknowns, whatIfs } from './what-if.ts';

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

const SURE: Record<Evaluation['riskLevel'], string> = {
  low: 'The result is well supported',
  medium: 'The result is reasonably but not fully supported',
  high: 'The result is uncertain',
};

function summarise(
  ev: Evaluation,
  factors: FactorExplanation[],
  isIr35: boolean,
  unknowns: Determination['keyUnknowns'],
): string {
  const parts = [
    `${label(ev.outcome, isIr35)}${ev.borderline ? ' (borderline — review)' : ''}: ${ev.employed}% employed, ${ev.selfEmployed}% self-employed; ${ev.riskLevel} risk of challenge.`,
  ];
  const why = ev.riskReasons.filter((r) => !r.startsWith('A decisive rule'));
  parts.push(
    `${SURE[ev.riskLevel]} (certainty ${Math.round(ev.certainty * 100)}%)${why.length > 0 ? `: ${why.map((r) => r.replace(/\.$/, '')).join('; ')}.` : '.'}`,
  );
  const flips = unknowns.filter((u) => u.couldFlip).slice(0, 3);
  if (flips.length > 0) {
    parts.push(`Establishing these could change the outcome: ${flips.map((u) => `“${u.question}”`).join(', ')}.`);
  }
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
  }
  if (ev.pending.length > 0) parts.push('Provisional: the interview is not complete.');
  return parts.join(' ');
}

/** How to determine: the rule set (default the current one), and whether to walk leniently. */
export interface DetermineOptions {
  rules?: RuleSet;
  /**
   * Keep answers a lenient walk still reaches past an unanswered question (stored answers given
   * under an older questionnaire, re-determined by the rule-set impact job); default strict.
   */
  lenient?: boolean;
}

/** Determine status from the answers on the interview path. Pure and deterministic. */
export function determine(
  kind: InterviewKind,
  answers: AnswerMap,
  settings: RiskSettings,
  ctx: EngagementContext,
  options: DetermineOptions = {},
): Determination {
  const rules = options.rules ?? CURRENT_RULES;
  const ev = evaluate(kind, answers, settings, ctx.engagedEntityType, options.lenient ?? false, rules);
  const isIr35 = ctx.engagedEntityType !== 'sole_trader';
  const factors = explainFactors(ev);
  const unknowns = keyUnknowns(ev, settings);
  return {
    outcome: ev.outcome,
    employed: ev.employed,
    selfEmployed: ev.selfEmployed,
    certainty: ev.certainty,
    riskLevel: ev.riskLevel,
    summary: summarise(ev, factors, isIr35, unknowns),
    isIr35,
    decisiveRule: ev.decisive?.id ?? null,
    questionnaireVersion: QUESTIONNAIRE_VERSION,
    rulesetVersion: rules.version,
    sections: ev.sections,
    factors,
    whatIf: whatIfs(kind, ev, settings, ctx.engagedEntityType),
    kind,
    complete: ev.pending.length === 0,
    balance: Math.round(ev.balance * 1000) / 1000,
    unknownCount: [...ev.onPath.values()].filter((ids) => ids.includes(UNKNOWN_ANSWER_ID)).length,
    notes: notesFor(ev, ctx),
    riskMargin: settings.riskMargin,
    borderline: ev.borderline,
    riskReasons: ev.riskReasons,
    keyUnknowns: unknowns,
  };
}

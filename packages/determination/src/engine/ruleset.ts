import type { FactorId } from '../questionnaire/defs.ts';
import { DECISIVE_RULES, type DecisiveRule, FACTORS, RULESET_VERSION } from './rules.ts';

/**
 * How unknown answers move the risk band (docs/determination-model.md, "Risk of challenge").
 * - `worst_case` (rules 2.0): every "not known" may turn out its most adverse way at once; a range
 *   that then crosses the middle is high risk. On interviews as thin as court facts almost every
 *   result is high, so the band says little.
 * - `likely` (rules 2.1): the unknowns are independent, so their likely combined pull is the root of
 *   the sum of squares of their single pulls; high when that likely range crosses the middle. The
 *   worst case still keeps a result off low risk, so nothing low can be flipped by the unknowns.
 */
export type RiskModel = 'worst_case' | 'likely';

/**
 * A rule set as data: everything a rule-set version may change. The engine scores with one
 * (default `CURRENT_RULES`); the rule-set impact job re-determines stored answers under a newer one
 * and compares. Answer scores live beside their questions; `scoreOverrides` changes any of them
 * without a new questionnaire version.
 */
export interface RuleSet {
  version: string;
  /** Each factor's share of the balance (the current ones sum to 100). */
  factorWeights: Record<FactorId, number>;
  /** Checked in order; the first that fires decides. */
  decisiveRules: readonly DecisiveRule[];
  /** questionId → answerId → score, replacing the score written beside the answer. */
  scoreOverrides: Readonly<Record<string, Readonly<Record<string, number>>>>;
  riskModel: RiskModel;
  /** `likely` model: how many root-sum-square pulls the likely range spans. */
  likelySpread: number;
  /** Known share of the weighted evidence below which the result is high (`worst_case`) or at least medium (`likely`). */
  knownShareForMedium: number;
}

const WEIGHTS = Object.fromEntries(FACTORS.map((f) => [f.id, f.weight])) as Record<FactorId, number>;

/** Rules 2.0 (issue 14): the worst-case risk model. Kept so old results can be compared and re-run. */
export const RULES_2_0: RuleSet = {
  version: 'statera-rules-2.0.0',
  factorWeights: WEIGHTS,
  decisiveRules: DECISIVE_RULES,
  scoreOverrides: {},
  riskModel: 'worst_case',
  likelySpread: 0,
  knownShareForMedium: 0.35,
};

/** Rules 2.1 (issue 29): the same scores and rules; the likely-pull risk model. */
export const RULES_2_1: RuleSet = {
  ...RULES_2_0,
  version: RULESET_VERSION,
  riskModel: 'likely',
  likelySpread: 1,
  knownShareForMedium: 0.35,
};

/** The rule set new determinations use. */
export const CURRENT_RULES: RuleSet = RULES_2_1;

/** Every rule set the engine can still run, oldest first. */
export const RULE_SETS: readonly RuleSet[] = [RULES_2_0, RULES_2_1];

/** The rule set of a stored version, if this engine still carries it. */
export function ruleSetOf(version: string): RuleSet | undefined {
  return RULE_SETS.find((r) => r.version === version);
}

/** A rule set derived from another (a candidate release, or a test's known change). */
export function deriveRuleSet(base: RuleSet, change: Partial<RuleSet> & { version: string }): RuleSet {
  return { ...base, ...change };
}

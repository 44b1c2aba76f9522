import type { z } from 'zod';

/**
 * What a refinement checks, said in the JSON Schema of the OpenAPI document. zod writes the
 * schema of its own checks (types, lengths, regexes, enums); a `refine` is a function it cannot
 * read, so a builder that refines says here, next to the code that checks, what the document must
 * show. test/openapi-requests.test.ts compares the two on generated requests (docs/decisions/openapi.md).
 */
export type TJsonSchemaNote = Record<string, unknown>;

/** The schema with JSON Schema keywords for its refinements (zod's metadata, merged into its output). */
export function documented<S extends z.ZodType>(schema: S, json: TJsonSchemaNote): S {
  return schema.meta(json) as S;
}

/**
 * Rules between two fields of an object, which JSON Schema cannot compare: written on the object as
 * the `x-rules` extension (and in its description), read by the OpenAPI test's request generator.
 * `other: 'now'` compares with the time of the request.
 */
export type TFieldRule =
  | { rule: 'notBefore'; field: string; other: string }
  | { rule: 'after'; field: string; other: string }
  | { rule: 'greaterThan'; field: string; other: string }
  | { rule: 'different'; field: string; other: string }
  /** `field` (a day) is after `other` and at most `months` calendar months after it. */
  | { rule: 'withinMonths'; field: string; other: string; months: number }
  /** `field` (an instant) is at least `minHours` and at most `maxDays` days after the request's time. */
  | { rule: 'aheadOfNow'; field: string; minHours: number; maxDays: number }
  /** `field` (an instant) is after `other` — the request's time when `other` is absent — and at most `hours` after it. */
  | { rule: 'withinHours'; field: string; other: string; hours: number };

export const FIELD_RULES_KEYWORD = 'x-rules';

type TPairRule = Extract<TFieldRule, { rule: 'notBefore' | 'after' | 'greaterThan' | 'different' }>;

const SENTENCES: Record<TPairRule['rule'], string> = {
  notBefore: 'is on or after',
  after: 'is after',
  greaterThan: 'is greater than',
  different: 'differs from',
};

function describeFieldRule(r: TFieldRule): string {
  switch (r.rule) {
    case 'withinMonths':
      return `\`${r.field}\` is after \`${r.other}\` and at most ${r.months} months after it.`;
    case 'aheadOfNow':
      return `\`${r.field}\` is at least ${r.minHours} hours and at most ${r.maxDays} days after the present moment.`;
    case 'withinHours':
      return `\`${r.field}\` is after \`${r.other}\` (the present moment when it is absent) and at most ${r.hours} hours after it.`;
    default:
      return `\`${r.field}\` ${SENTENCES[r.rule]} ${r.other === 'now' ? 'the present moment' : `\`${r.other}\``}.`;
  }
}

/** "contractEnd is on or after contractStart." for each rule (when both are given). */
export function describeFieldRules(rules: readonly TFieldRule[]): string {
  return rules.map(describeFieldRule).join(' ');
}

/** The object's schema carrying its field rules in the document. */
export function withFieldRules<S extends z.ZodType>(schema: S, rules: readonly TFieldRule[]): S {
  const before = (schema.meta()?.[FIELD_RULES_KEYWORD] ?? []) as TFieldRule[];
  const all = [...before, ...rules];
  return documented(schema, { [FIELD_RULES_KEYWORD]: all, description: describeFieldRules(all) });
}

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
  | { rule: 'withinMonths'; field: string; other: string; months: number };

export const FIELD_RULES_KEYWORD = 'x-rules';

const SENTENCES: Record<TFieldRule['rule'], string> = {
  notBefore: 'is on or after',
  after: 'is after',
  greaterThan: 'is greater than',
  different: 'differs from',
  withinMonths: 'is after, and at most the given months after,',
};

/** "contractEnd is on or after contractStart." for each rule (when both are given). */
export function describeFieldRules(rules: readonly TFieldRule[]): string {
  return rules
    .map((r) =>
      r.rule === 'withinMonths'
        ? `\`${r.field}\` is after \`${r.other}\` and at most ${r.months} months after it.`
        : `\`${r.field}\` ${SENTENCES[r.rule]} ${r.other === 'now' ? 'the present moment' : `\`${r.other}\``}.`,
    )
    .join(' ');
}

/** The object's schema carrying its field rules in the document. */
export function withFieldRules<S extends z.ZodType>(schema: S, rules: readonly TFieldRule[]): S {
  const before = (schema.meta()?.[FIELD_RULES_KEYWORD] ?? []) as TFieldRule[];
  const all = [...before, ...rules];
  return documented(schema, { [FIELD_RULES_KEYWORD]: all, description: describeFieldRules(all) });
}

import { FIELD_RULES_KEYWORD, type TFieldRule, utrCheckDigit } from '@statera/shared';
import fc from 'fast-check';

/**
 * Values a JSON Schema (2020-12, the subset our OpenAPI document uses) accepts, as fast-check
 * arbitraries: the document's own request schemas become request samples, so a test can check that
 * the server accepts everything the document allows (test/openapi-requests.test.ts).
 */
type Json = Record<string, unknown>;

export interface SchemaContext {
  /** `#/components/schemas/<name>` targets. */
  components: Record<string, Json>;
}

/**
 * Characters of every kind (NUL, controls, spaces, the right-to-left override, letters beyond ASCII),
 * not only printable ASCII. Within the Basic Multilingual Plane: lengths are counted in UTF-16 code
 * units by the server (JavaScript), in code points by JSON Schema, the same number there (the
 * document says so: docs/decisions/openapi.md).
 */
const anyChar = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 0, max: 0xffff })
      .filter((c) => c < 0xd800 || c > 0xdfff)
      .map((c) => String.fromCharCode(c)),
  },
  { weight: 1, arbitrary: fc.constantFrom(' ', '\u0000', '\t', '\u202e', 'é') },
);

function plainString(min: number, max: number): fc.Arbitrary<string> {
  return fc.array(anyChar, { minLength: min, maxLength: Math.min(max, min + 40) }).map((parts) => parts.join(''));
}

const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
const word = (min: number, max: number) => fc.array(alnum, { minLength: min, maxLength: max }).map((a) => a.join(''));

/** Addresses of every length RFC 5321 allows: local parts up to 64, labels up to 63, domains with several labels. */
const email = fc
  .tuple(
    fc.oneof(
      word(1, 12),
      word(60, 64),
      fc.tuple(word(1, 10), word(1, 10)).map(([a, b]) => `${a}.${b}`),
    ),
    fc.array(word(1, 20), { minLength: 1, maxLength: 3 }),
    fc.constantFrom('com', 'co', 'uk', 'test', 'example'),
  )
  .map(([local, labels, tld]) => `${local}@${labels.map((l) => `d${l}`).join('.')}.${tld}`);

/** A UK UTR (validation/nip.ts): nine digits after their check digit. */
const utr = fc
  .array(fc.constantFrom(...'0123456789'), { minLength: 9, maxLength: 9 })
  .map((digits) => `${utrCheckDigit(digits.join(''))}${digits.join('')}`);

const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function stringArbitrary(schema: Json): fc.Arbitrary<string> {
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = (schema.maxLength as number | undefined) ?? Math.max(min, 60);
  const fits = (s: string) => [...s].length >= min && [...s].length <= max;
  const format = schema.format as string | undefined;
  const pattern = schema.pattern as string | undefined;
  let base: fc.Arbitrary<string>;
  if (format === 'uuid') base = fc.uuid({ version: 4 });
  else if (format === 'email') base = email;
  else if (format === 'date') base = isoDate;
  else if (format === 'utr') base = utr;
  else if (format === 'date-time')
    base = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString());
  else if (format === 'uri') base = word(1, 20).map((w) => `https://example.com/${w}`);
  // fast-check cannot generate from lookaheads: generate without them, keep what the whole pattern matches.
  else if (pattern) base = fc.stringMatching(new RegExp(withoutLookarounds(pattern), 'u'));
  else base = plainString(min, max);
  // A format's own sample must still match the pattern that comes with it (zod writes both).
  const patterns = [pattern, ...((schema[ALSO_MATCHES] as string[] | undefined) ?? [])].filter(Boolean) as string[];
  const matches = (s: string) => patterns.every((p) => new RegExp(p, 'u').test(s));
  const fitting = base.filter((s) => fits(s) && matches(s));
  if (patterns.length > 1 && !fc.sample(base, { numRuns: 50, seed: 1 }).some((s) => fits(s) && matches(s)))
    return IMPOSSIBLE;
  return fitting;
}

/** What a schema no value can meet gives (an anyOf drops it); generating from it fails at once. */
const IMPOSSIBLE: fc.Arbitrary<never> = fc.constant(undefined).map(() => {
  throw new Error('no value meets this schema');
});

/** `(?=…)` and `(?!…)` removed (balanced parentheses, escapes kept). */
function withoutLookarounds(pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '\\') {
      out += pattern.slice(i, i + 2);
      i++;
      continue;
    }
    if (pattern.startsWith('(?=', i) || pattern.startsWith('(?!', i)) {
      let depth = 0;
      for (; i < pattern.length; i++) {
        if (pattern[i] === '\\') i++;
        else if (pattern[i] === '(') depth++;
        else if (pattern[i] === ')' && --depth === 0) break;
      }
      continue;
    }
    out += pattern[i];
  }
  return out;
}

function numberArbitrary(schema: Json, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum as number | undefined;
  const exclusiveMax = schema.exclusiveMaximum as number | undefined;
  const min = (schema.minimum as number | undefined) ?? (exclusiveMin !== undefined ? exclusiveMin : -1e9);
  const max = (schema.maximum as number | undefined) ?? (exclusiveMax !== undefined ? exclusiveMax : 1e9);
  const step = (schema.multipleOf as number | undefined) ?? (integer ? 1 : 0.01);
  const lo = Math.ceil(Math.max(min, -1e12) / step);
  const hi = Math.floor(Math.min(max, 1e12) / step);
  return (
    fc
      .oneof(fc.integer({ min: lo, max: hi }), fc.constantFrom(lo, hi))
      // Rounded to the step's decimals: k × 0.01 is 48674843749.450005 in floating point, which no client sends.
      .map((k) => Number((k * step).toFixed(decimalsOf(step))))
      .filter(
        (n) => (exclusiveMin === undefined || n > exclusiveMin) && (exclusiveMax === undefined || n < exclusiveMax),
      )
  );
}

const decimalsOf = (step: number) => Math.min(12, (String(step).split('.')[1] ?? '').length);

/** An arbitrary of the values `schema` accepts. */
export function arbitraryOf(schema: unknown, ctx: SchemaContext, depth = 0): fc.Arbitrary<unknown> {
  if (schema === true || schema === undefined) return fc.string();
  const s = schema as Json;
  if (typeof s.$ref === 'string') {
    const name = s.$ref.replace('#/components/schemas/', '');
    return arbitraryOf(ctx.components[name], ctx, depth + 1);
  }
  // A `not` (the NUL rule: `not: {pattern: "\u0000"}`) filters what the rest of the schema makes.
  if (s.not !== undefined) return arbitraryOf(withoutKeys(s, 'not'), ctx, depth).filter((v) => !matches(s.not, v));
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const members = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  if (members) {
    // A member whose merged patterns nothing matches (an id where an address is required) is dropped.
    const viable = members
      .map((m) => merge(withoutKeys(s, 'anyOf', 'oneOf'), m))
      .map((m) => arbitraryOf(m, ctx, depth + 1))
      .filter((a) => a !== IMPOSSIBLE);
    return viable.length > 0 ? fc.oneof(...viable) : IMPOSSIBLE;
  }
  if (Array.isArray(s.allOf))
    return arbitraryOf((s.allOf as Json[]).reduce(merge, withoutKeys(s, 'allOf')), ctx, depth + 1);
  const types = [s.type ?? inferType(s)].flat() as string[];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...s, type }, ctx, depth + 1)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = arbitraryOf(s.items, ctx, depth + 1);
      const minLength = (s.minItems as number | undefined) ?? 0;
      const maxLength = Math.min((s.maxItems as number | undefined) ?? minLength + 3, minLength + (depth > 3 ? 1 : 4));
      return s.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(s, ctx, depth);
    default:
      return fc.constant({});
  }
}

/**
 * Both schemas at once, for the subset the document uses: an anyOf member that adds properties or
 * required fields to its object (agencies: email or contactName) keeps the object's other properties.
 */
const ALSO_MATCHES = 'x-also-matches';

function merge(a: Json, b: Json): Json {
  const out: Json = { ...a, ...b };
  if (a.properties && b.properties) {
    const props: Record<string, Json> = { ...(a.properties as Record<string, Json>) };
    for (const [k, v] of Object.entries(b.properties as Record<string, Json>))
      props[k] = props[k] ? merge(props[k], v) : v;
    out.properties = props;
  }
  if (a.required || b.required)
    out.required = [...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])])];
  // Two patterns must both match: one makes the strings, both filter them (stringArbitrary).
  if (typeof a.pattern === 'string' && typeof b.pattern === 'string' && a.pattern !== b.pattern)
    out[ALSO_MATCHES] = [...((a[ALSO_MATCHES] as string[]) ?? []), a.pattern];
  if (a.type !== undefined && b.type !== undefined && a.type !== b.type) {
    const both = [a.type].flat().filter((t) => [b.type].flat().includes(t));
    out.type = both.length === 1 ? both[0] : both;
  }
  return out;
}

/** Whether `value` matches the subset of JSON Schema a `not` holds here (pattern, const, anyOf). */
function matches(schema: unknown, value: unknown): boolean {
  const s = schema as Json;
  if (Array.isArray(s.anyOf)) return (s.anyOf as Json[]).some((m) => matches(m, value));
  if ('const' in s) return JSON.stringify(s.const) === JSON.stringify(value);
  if (typeof s.pattern === 'string') return typeof value === 'string' && new RegExp(s.pattern, 'u').test(value);
  return false;
}

function inferType(s: Json): string | undefined {
  if (s.properties) return 'object';
  if (s.items) return 'array';
  return undefined;
}

function withoutKeys(s: Json, ...keys: string[]): Json {
  const out = { ...s };
  for (const k of keys) delete out[k];
  return out;
}

function objectArbitrary(s: Json, ctx: SchemaContext, depth: number): fc.Arbitrary<Json> {
  const properties = (s.properties ?? {}) as Record<string, Json>;
  const required = new Set((s.required as string[] | undefined) ?? []);
  // A property no value satisfies (`not: {}`: taken by another call) is one a valid request leaves out.
  const never = (v: Json) => typeof v.not === 'object' && v.not !== null && Object.keys(v.not).length === 0;
  const entries = Object.entries(properties).filter(([, v]) => !never(v));
  if (entries.length === 0 && s.additionalProperties && typeof s.additionalProperties === 'object') {
    const keys = (s.propertyNames as Json | undefined) ?? { type: 'string', pattern: '^[a-z][a-zA-Z0-9]{0,20}$' };
    return fc
      .dictionary(stringArbitrary(keys), arbitraryOf(s.additionalProperties, ctx, depth + 1), { maxKeys: 4 })
      .map((d) => ({ ...d }));
  }
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of entries) record[key] = arbitraryOf(value, ctx, depth + 1);
  const optional = entries.map(([k]) => k).filter((k) => !required.has(k));
  const dependent = (s.dependentRequired ?? {}) as Record<string, string[]>;
  const rules = (s[FIELD_RULES_KEYWORD] ?? []) as TFieldRule[];
  return fc.record(record, { requiredKeys: [...required].filter((k) => k in properties) }).map((v) => {
    const out: Json = {};
    for (const [k, x] of Object.entries(v)) if (x !== undefined || !optional.includes(k)) out[k] = x;
    // A field whose companions are missing is left out too (dependentRequired).
    for (const [k, deps] of Object.entries(dependent)) if (k in out && deps.some((d) => !(d in out))) delete out[k];
    for (const rule of rules) keepRule(out, rule);
    return out;
  });
}

/**
 * The object made to keep a rule between two of its fields (the `x-rules` the document states):
 * two values in the wrong order are swapped, a time that must be after now is moved a year ahead,
 * two values that must differ lose the first.
 */
function keepRule(out: Json, fieldRule: TFieldRule): void {
  if (fieldRule.rule === 'aheadOfNow') {
    // Within the window (a day past the notice), unless the value already is.
    const at = Date.parse(String(out[fieldRule.field]));
    const earliest = Date.now() + fieldRule.minHours * 3_600_000 + 60_000;
    const latest = Date.now() + fieldRule.maxDays * 86_400_000 - 60_000;
    if (typeof out[fieldRule.field] !== 'string') return;
    if (!(at >= earliest && at <= latest)) out[fieldRule.field] = new Date(earliest + 86_400_000).toISOString();
    return;
  }
  if (fieldRule.rule === 'withinHours') {
    // After `other` (now when absent) and within the hours: half of them after it.
    if (typeof out[fieldRule.field] !== 'string') return;
    const from = typeof out[fieldRule.other] === 'string' ? Date.parse(String(out[fieldRule.other])) : Date.now();
    const to = Date.parse(String(out[fieldRule.field]));
    if (!(to > from + 60_000 && to <= from + fieldRule.hours * 3_600_000))
      out[fieldRule.field] = new Date(from + (fieldRule.hours * 3_600_000) / 2).toISOString();
    return;
  }
  const { rule, field, other } = fieldRule;
  if (fieldRule.rule === 'withinMonths') {
    // A day after `other` and well within the months (28 days a month never passes them).
    const from = Date.parse(String(out[other]));
    if (typeof out[field] !== 'string' || typeof out[other] !== 'string' || Number.isNaN(from)) return;
    const to = Date.parse(String(out[field]));
    const latest = from + fieldRule.months * 28 * 86_400_000;
    if (!(to > from && to <= latest)) out[field] = new Date(latest).toISOString().slice(0, 10);
    return;
  }
  if (other === 'now') {
    if (typeof out[field] === 'string' && Date.parse(out[field] as string) <= Date.now() + 60_000)
      out[field] = new Date(Date.now() + 365 * 86_400_000).toISOString();
    return;
  }
  const a = out[field];
  const b = out[other];
  if (a === undefined || a === null || b === undefined || b === null) return;
  if (rule === 'different') {
    if (a === b) delete out[field];
    return;
  }
  const order = (x: unknown) => (typeof x === 'number' ? x : Date.parse(String(x)));
  const [x, y] = [order(a), order(b)];
  if (x < y) {
    out[field] = b;
    out[other] = a;
  }
  if ((rule === 'after' || rule === 'greaterThan') && x === y) delete out[field];
}

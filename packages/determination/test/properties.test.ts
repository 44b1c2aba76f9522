import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPercent } from '../src/engine/scoring.ts';
import { rescore } from '../src/engine/what-if.ts';
import {
  type AnswerMap,
  answerQuestion,
  determine,
  type EngagedEntityType,
  evaluate,
  INTERVIEW_KINDS,
  type InterviewKind,
  interviewState,
  QUESTION_DEFS,
  UNKNOWN_ANSWER_ID,
} from '../src/index.ts';
import { SETTINGS } from './fixtures/helpers.ts';

const DEFS = new Map(QUESTION_DEFS.map((q) => [q.id, q]));
const ENTITIES: EngagedEntityType[] = ['company', 'limited_liability_partnership', 'sole_trader'];

/** The answers a question accepts that a property test may pick: each single answer, "unknown", a pair. */
function options(id: string): string[][] {
  const q = DEFS.get(id);
  if (!q) throw new Error(id);
  const out = q.answers.map((a) => [a.id]);
  if (q.allowUnknown) out.push([UNKNOWN_ANSWER_ID]);
  const plain = q.answers.filter((a) => !a.exclusive);
  if (q.type === 'multiple' && plain.length >= 2) out.push([plain[0]?.id as string, plain[1]?.id as string]);
  return out;
}

interface Run {
  kind: InterviewKind;
  entity: EngagedEntityType;
  steps: { q: string; ids: string[] }[];
  answers: AnswerMap;
}

/** Play an interview to the end, choosing answers from `choices`. */
function play(kind: InterviewKind, entity: EngagedEntityType, choices: number[]): Run {
  const ctx = { engagedEntityType: entity };
  let answers: AnswerMap = {};
  const steps: Run['steps'] = [];
  for (let i = 0; ; i++) {
    const current = interviewState(kind, answers, ctx).current;
    if (!current) break;
    const opts = options(current);
    const ids = opts[(choices[i % choices.length] ?? 0) % opts.length] as string[];
    const r = answerQuestion(kind, answers, current, ids, ctx);
    if (!r.ok) throw new Error(`${current}: ${r.error}`);
    answers = r.answers;
    steps.push({ q: current, ids });
  }
  return { kind, entity, steps, answers };
}

const arbRun = fc
  .record({
    kind: fc.constantFrom(...INTERVIEW_KINDS),
    entity: fc.constantFrom(...ENTITIES),
    choices: fc.array(fc.nat(20), { minLength: 1, maxLength: 60 }),
  })
  .map(({ kind, entity, choices }) => play(kind, entity, choices));

const arbSettings = fc.record({
  highRiskThreshold: fc.integer({ min: 0, max: 30 }),
  mediumRiskThreshold: fc.integer({ min: 30, max: 60 }),
  riskMargin: fc.integer({ min: 0, max: 20 }),
});

describe('properties', () => {
  it('percentages are integers in 0..100 that sum to 100; certainty is in 0..1', () => {
    fc.assert(
      fc.property(arbRun, arbSettings, fc.nat(), (run, settings, cut) => {
        const prefix = Object.fromEntries(run.steps.slice(0, cut % (run.steps.length + 1)).map((s) => [s.q, s.ids]));
        for (const a of [run.answers, prefix]) {
          const d = determine(run.kind, a, settings, { engagedEntityType: run.entity });
          expect(d.employed + d.selfEmployed).toBe(100);
          expect(Number.isInteger(d.employed) && d.employed >= 0 && d.employed <= 100).toBe(true);
          expect(d.certainty >= 0 && d.certainty <= 1).toBe(true);
          for (const s of d.sections) expect(s.employed + s.selfEmployed).toBe(100);
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('a more employed-like answer on one factor never lowers the employed percentage', () => {
    let compared = 0;
    fc.assert(
      fc.property(arbRun, fc.nat(), fc.nat(), fc.nat(), (run, qi, ai, bi) => {
        const ctx = { engagedEntityType: run.entity };
        const scored = run.steps.filter((s) => DEFS.get(s.q)?.factor);
        const step = scored[qi % Math.max(1, scored.length)];
        if (!step) return;
        const q = DEFS.get(step.q);
        if (!q) return;
        const a = q.answers[ai % q.answers.length];
        const b = q.answers[bi % q.answers.length];
        if (!a || !b) return;
        const [lo, hi] = (a.score ?? 0) <= (b.score ?? 0) ? [a, b] : [b, a];
        const low = { ...run.answers, [q.id]: [lo.id] };
        const high = { ...run.answers, [q.id]: [hi.id] };
        const pathLow = interviewState(run.kind, low, ctx).path;
        const pathHigh = interviewState(run.kind, high, ctx).path;
        if (pathLow.join() !== pathHigh.join()) return; // the change re-routes the interview
        compared += 1;
        const dl = determine(run.kind, low, SETTINGS, ctx);
        const dh = determine(run.kind, high, SETTINGS, ctx);
        expect(dh.employed).toBeGreaterThanOrEqual(dl.employed);
      }),
      { numRuns: 500 },
    );
    expect(compared).toBeGreaterThan(100);
  }, 60_000);

  it('is deterministic and independent of key order', () => {
    fc.assert(
      fc.property(arbRun, (run) => {
        const ctx = { engagedEntityType: run.entity };
        const reversed = Object.fromEntries(Object.entries(run.answers).reverse());
        const a = determine(run.kind, run.answers, SETTINGS, ctx);
        expect(determine(run.kind, run.answers, SETTINGS, ctx)).toEqual(a);
        expect(determine(run.kind, reversed, SETTINGS, ctx)).toEqual(a);
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('any prefix of a valid path is resumable to the same answers', () => {
    fc.assert(
      fc.property(arbRun, fc.nat(), (run, cut) => {
        const ctx = { engagedEntityType: run.entity };
        const k = cut % (run.steps.length + 1);
        let answers: AnswerMap = Object.fromEntries(run.steps.slice(0, k).map((s) => [s.q, s.ids]));
        const state = interviewState(run.kind, answers, ctx);
        expect(state.path).toEqual(run.steps.slice(0, k).map((s) => s.q));
        expect(state.current).toBe(run.steps[k]?.q ?? null);
        expect(state.totalCount).toBeGreaterThanOrEqual(state.answeredCount + (state.current ? 1 : 0));
        for (const s of run.steps.slice(k)) {
          const r = answerQuestion(run.kind, answers, s.q, s.ids, ctx);
          if (!r.ok) throw new Error(r.error);
          answers = r.answers;
        }
        expect(answers).toEqual(run.answers);
        expect(interviewState(run.kind, answers, ctx).complete).toBe(true);
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});

describe('what-if re-scoring', () => {
  it('matches a full evaluation for every single-answer change, branch triggers included', () => {
    fc.assert(
      fc.property(arbRun, (run) => {
        const base = evaluate(run.kind, run.answers, SETTINGS, run.entity);
        const answers: AnswerMap = Object.fromEntries(base.onPath);
        for (const [id, current] of base.onPath) {
          const q = DEFS.get(id);
          if (!q) continue;
          for (const alt of options(id)) {
            if (alt.join() === current.join()) continue;
            const full = evaluate(run.kind, { ...answers, [id]: alt }, SETTINGS, run.entity, true);
            const quick = rescore(base, q, alt);
            expect(quick.raw, `${id}=${alt.join('+')}`).toBe(toPercent(full.balance));
            expect(quick.rule?.id ?? null).toBe(full.decisive?.id ?? null);
          }
        }
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});

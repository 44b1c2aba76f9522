import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPercent } from '../src/engine/scoring.ts';
import {
  type AnswerMap,
  answerQuestion,
  assessRisk,
  determine,
  type EngagedEntityType,
  evaluate,
  INTERVIEW_KINDS,
  type InterviewKind,
  interviewState,
  outcomeFor,
  QUESTION_DEFS,
  RULES_2_0,
  RULES_2_1,
  UNKNOWN_ANSWER_ID,
} from '../src/index.ts';
import { BUSINESS_LIKE, COMPANY, EMPLOYEE_LIKE, runInterview, SETTINGS } from './fixtures/helpers.ts';

const DEFS = new Map(QUESTION_DEFS.map((q) => [q.id, q]));
const TRIGGERS = new Set(QUESTION_DEFS.flatMap((q) => (q.when ?? []).map((c) => c.q)));
const ENTITIES: EngagedEntityType[] = ['company', 'limited_liability_partnership', 'sole_trader'];
const RANK = { low: 0, medium: 1, high: 2 } as const;

function play(kind: InterviewKind, entity: EngagedEntityType, choices: number[]): AnswerMap {
  const ctx = { engagedEntityType: entity };
  let answers: AnswerMap = {};
  for (let i = 0; ; i++) {
    const current = interviewState(kind, answers, ctx).current;
    if (!current) break;
    const q = DEFS.get(current);
    if (!q) throw new Error(current);
    const opts = q.answers.map((a) => [a.id]);
    if (q.allowUnknown) opts.push([UNKNOWN_ANSWER_ID]);
    const ids = opts[(choices[i % choices.length] ?? 0) % opts.length] as string[];
    const r = answerQuestion(kind, answers, current, ids, ctx);
    if (!r.ok) throw new Error(`${current}: ${r.error}`);
    answers = r.answers;
  }
  return answers;
}

const arbCase = fc.record({
  kind: fc.constantFrom(...INTERVIEW_KINDS),
  entity: fc.constantFrom(...ENTITIES),
  choices: fc.array(fc.nat(20), { minLength: 1, maxLength: 60 }),
  pick: fc.nat(),
  settings: fc.record({
    highRiskThreshold: fc.integer({ min: 0, max: 30 }),
    mediumRiskThreshold: fc.integer({ min: 30, max: 60 }),
    riskMargin: fc.integer({ min: 0, max: 20 }),
  }),
});

describe('risk from certainty (rules 2.0 and 2.1)', () => {
  it('more unknowns never lower the risk: any known answer turned "not known" keeps or raises the band', () => {
    fc.assert(
      fc.property(arbCase, ({ kind, entity, choices, pick, settings }) => {
        const answers = play(kind, entity, choices);
        // Questions that re-route the interview change which facts are asked at all; they are left out.
        const candidates = Object.keys(answers).filter((id) => {
          const q = DEFS.get(id);
          return q?.allowUnknown && !TRIGGERS.has(id) && !answers[id]?.includes(UNKNOWN_ANSWER_ID);
        });
        if (candidates.length === 0) return;
        const id = candidates[pick % candidates.length] as string;
        const unknown = { ...answers, [id]: [UNKNOWN_ANSWER_ID] };
        // Rules 2.0 (worst case): the band never falls.
        const before = evaluate(kind, answers, settings, entity, false, RULES_2_0);
        const after = evaluate(kind, unknown, settings, entity, false, RULES_2_0);
        expect(RANK[after.riskLevel], `${id}: ${before.riskLevel} → ${after.riskLevel}`).toBeGreaterThanOrEqual(
          RANK[before.riskLevel],
        );
        // Rules 2.1 (likely pull): hiding a fact never makes a result low; it may move it between
        // medium and high, as the likely pull of the unknowns changes (docs/determination-model.md).
        const b21 = evaluate(kind, answers, settings, entity);
        const a21 = evaluate(kind, unknown, settings, entity);
        expect(RANK[a21.riskLevel], `${id}: ${b21.riskLevel} → ${a21.riskLevel}`).toBeGreaterThanOrEqual(
          Math.min(RANK[b21.riskLevel], RANK.medium),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('symmetric evidence gives symmetric results: mirrored balance, mirrored outcome, the same band', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.string(), { maxLength: 2 }),
        (b, down, up, knownShare, importantUnknowns) => {
          const s = SETTINGS;
          const e = toPercent(b);
          expect(toPercent(-b)).toBe(100 - e);
          if (e !== 50) expect(outcomeFor(e, 100 - e, s)).not.toBe(outcomeFor(100 - e, e, s));
          const base = { decisive: null, importantUnknowns, knownShare, pending: 0, settings: s };
          for (const rules of [RULES_2_0, RULES_2_1]) {
            const r1 = assessRisk({
              ...base,
              rules,
              employed: e,
              balanceRange: { lo: b - down, hi: b + up },
              likelyRange: { lo: b - down / 2, hi: b + up / 3 },
            });
            const r2 = assessRisk({
              ...base,
              rules,
              employed: 100 - e,
              balanceRange: { lo: -b - up, hi: -b + down },
              likelyRange: { lo: -b - up / 3, hi: -b + down / 2 },
            });
            expect(r1.level).toBe(r2.level);
            expect(r1.gap).toBe(r2.gap);
          }
        },
      ),
    );
  });

  it('nothing is low risk unless the important facts are known, most evidence is known and no unknown could flip it', () => {
    fc.assert(
      fc.property(arbCase, ({ kind, entity, choices, settings }) => {
        const answers = play(kind, entity, choices);
        const ev = evaluate(kind, answers, settings, entity);
        if (ev.riskLevel !== 'low') return;
        expect(ev.importantUnknowns).toEqual([]);
        expect(ev.borderline).toBe(false);
        if (!ev.decisive) expect(Math.sign(ev.balanceRange.lo)).toBe(Math.sign(ev.balanceRange.hi));
      }),
      { numRuns: 200 },
    );
  });

  it('a clear, fully known case is low risk; the same case with its important facts unknown is not', () => {
    const known = determine('full', runInterview('full', 'company', EMPLOYEE_LIKE), SETTINGS, COMPANY);
    expect(known.riskLevel).toBe('low');
    expect(known.riskReasons.at(-1)).toContain('point the same way');
    const important = QUESTION_DEFS.filter((q) => q.important && q.allowUnknown).map((q) => q.id);
    const blurred = Object.fromEntries(Object.entries(EMPLOYEE_LIKE).filter(([id]) => !important.includes(id)));
    const d = determine('full', runInterview('full', 'company', blurred), SETTINGS, COMPANY);
    expect(d.unknownCount).toBeGreaterThan(0);
    expect(d.riskLevel).not.toBe('low');
    expect(d.keyUnknowns.length).toBeGreaterThan(0);
    expect(d.summary).toMatch(/certainty \d+%/);
  });

  it('names the unknowns that would change the result most, flips first', () => {
    const some = Object.fromEntries(
      Object.entries(BUSINESS_LIKE).filter(([id]) => !['ps_right', 'ctl_how', 'fin_loss', 'ob_clients'].includes(id)),
    );
    const d = determine('full', runInterview('full', 'company', some, true), SETTINGS, COMPANY);
    const ids = d.keyUnknowns.map((k) => k.questionId);
    expect(ids).toEqual(expect.arrayContaining(['ctl_how']));
    for (let i = 1; i < d.keyUnknowns.length; i++) {
      const [a, b] = [d.keyUnknowns[i - 1], d.keyUnknowns[i]];
      if (a && b && a.couldFlip === b.couldFlip) expect(a.swing).toBeGreaterThanOrEqual(b.swing);
    }
  });
});

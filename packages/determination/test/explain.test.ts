import { describe, expect, it } from 'vitest';
import { type AnswerMap, determine, FACTORS } from '../src/index.ts';
import { WORKER_CASES } from './fixtures/cases-workers.ts';
import { BUSINESS_LIKE, COMPANY, EMPLOYEE_LIKE, runInterview, SETTINGS } from './fixtures/helpers.ts';

const CITATION = /\[(19|20)\d\d\]|\(\d{4}\)/;

describe('factor explanations', () => {
  const d = determine('full', runInterview('full', 'company', EMPLOYEE_LIKE), SETTINGS, COMPANY);

  it('explains every factor with direction, strength, reason, drivers and cases', () => {
    expect(d.factors.map((f) => f.id).sort()).toEqual(FACTORS.map((f) => f.id).sort());
    for (const f of d.factors) {
      expect(f.direction, f.id).toBe('employed');
      expect(f.strength).toBeGreaterThan(0);
      expect(f.strength).toBeLessThanOrEqual(1);
      expect(f.reason.length).toBeGreaterThan(40);
      expect(f.drivers.length, f.id).toBeGreaterThan(0);
      expect(f.cases.length).toBeGreaterThan(0);
      for (const c of f.cases) expect(c).toMatch(CITATION);
    }
  });

  it('names the answers that drove a factor, in words', () => {
    const control = d.factors.find((f) => f.id === 'control');
    expect(control?.drivers[0]).toEqual({
      questionId: 'ctl_what',
      question: 'Who decides which tasks the worker does?',
      answer: 'The client can assign any task within the worker’s role as needs arise',
    });
    expect(control?.reason).toContain('The client can direct the worker to any task within the role.');
    expect(control?.cases[0]).toContain('Ready Mixed Concrete');
  });

  it('explains self-employed results as fully as employed ones', () => {
    const se = determine('full', runInterview('full', 'company', BUSINESS_LIKE), SETTINGS, COMPANY);
    const fr = se.factors.find((f) => f.id === 'financial_risk');
    expect(fr?.direction).toBe('selfEmployed');
    expect(fr?.reason).toContain('risks their own money');
    expect(fr?.drivers.map((x) => x.questionId)).toContain('fin_loss');
  });

  it('orders factors by influence and notes answers pointing the other way', () => {
    const c = WORKER_CASES[0];
    if (!c) throw new Error('fixture');
    const mixed = determine('full', runInterview('full', c.entity, c.facts), SETTINGS, { engagedEntityType: c.entity });
    const weight = new Map(FACTORS.map((f) => [f.id, f.weight]));
    const influence = mixed.factors.map((f) => (weight.get(f.id as never) ?? 0) * f.strength);
    expect([...influence].sort((a, b) => b - a)).toEqual(influence);
    expect(mixed.factors.some((f) => /points? the other way/.test(f.reason))).toBe(true);
    expect(mixed.factors.some((f) => /not known/.test(f.reason))).toBe(true);
  });
});

describe('what-if', () => {
  const borderline = (() => {
    const c = WORKER_CASES[0];
    if (!c) throw new Error('fixture');
    return { a: runInterview('full', c.entity, c.facts), ctx: { engagedEntityType: c.entity } };
  })();

  it('finds single changes that flip a borderline outcome, and each is real', () => {
    const d = determine('full', borderline.a, SETTINGS, borderline.ctx);
    const flips = d.whatIf.filter((w) => w.effect === 'flips_outcome');
    expect(flips.length).toBeGreaterThan(0);
    for (const w of d.whatIf) {
      expect(w.from).not.toBe(w.to);
      expect(w.employed + w.selfEmployed).toBe(100);
      if (w.effect === 'flips_outcome') expect(w.outcome).not.toBe(d.outcome);
      else expect(w.riskLevel).not.toBe(d.riskLevel);
    }
    const first = flips[0];
    if (!first) throw new Error('no flip');
    const q = (d.factors.flatMap((f) => f.drivers).find((x) => x.questionId === first.questionId) ?? null)?.question;
    if (q) expect(q).toBe(first.question);
  });

  it('applying each suggested change gives the promised result', () => {
    const d = determine('full', borderline.a, SETTINGS, borderline.ctx);
    const simple = d.whatIf.filter((w) => w.opens.length === 0);
    expect(simple.length).toBeGreaterThan(3);
    for (const w of simple) {
      const changed: AnswerMap = { ...borderline.a, [w.questionId]: w.toAnswerIds };
      const again = determine('full', changed, SETTINGS, borderline.ctx);
      expect([again.outcome, again.employed, again.riskLevel], w.questionId).toEqual([
        w.outcome,
        w.employed,
        w.riskLevel,
      ]);
    }
  });

  it('asks "what if this were not an office?" only of an office holder', () => {
    const office = runInterview('full', 'company', { ...BUSINESS_LIKE, setup_office: ['yes'] });
    const d = determine('full', office, SETTINGS, COMPANY);
    expect(d.whatIf[0]).toMatchObject({ questionId: 'setup_office', toAnswerIds: ['no'], outcome: 'selfEmployed' });
    const plain = determine('full', runInterview('full', 'company', BUSINESS_LIKE), SETTINGS, COMPANY);
    expect(plain.whatIf.some((w) => w.questionId === 'setup_office')).toBe(false);
  });

  it('lists flips before risk changes; a clear employee flips only on the no-mutuality rule', () => {
    const d = determine('full', runInterview('full', 'company', EMPLOYEE_LIKE), SETTINGS, COMPANY);
    const effects = d.whatIf.map((w) => w.effect);
    expect([...effects].sort()).toEqual(effects);
    expect(d.whatIf.every((w) => w.questionId === 'moo_within' || w.effect !== 'flips_outcome')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  type AnswerMap,
  answerQuestion,
  determine,
  isBorderline,
  outcomeFor,
  QUESTIONNAIRE_VERSION,
  RULESET_VERSION,
  riskLevel,
  UNKNOWN_ANSWER_ID,
} from '../src/index.ts';
import {
  BUSINESS_LIKE,
  COMPANY,
  EMPLOYEE_LIKE,
  facts,
  REQUIRED,
  runInterview,
  SETTINGS,
  SOLE,
} from './fixtures/helpers.ts';

const full = (given: AnswerMap, entity: 'company' | 'sole_trader' = 'company') => runInterview('full', entity, given);
const edit = (a: AnswerMap, q: string, ids: string[]) => {
  const r = answerQuestion('full', a, q, ids, COMPANY);
  if (!r.ok) throw new Error(r.error);
  return r.answers;
};

describe('determine', () => {
  it('scores a textbook employee as employed with low risk and high certainty', () => {
    const d = determine('full', full(EMPLOYEE_LIKE), SETTINGS, COMPANY);
    expect(d).toMatchObject({
      outcome: 'employed',
      riskLevel: 'low',
      decisiveRule: null,
      isIr35: true,
      complete: true,
    });
    expect(d.employed).toBeGreaterThanOrEqual(90);
    expect(d.employed + d.selfEmployed).toBe(100);
    expect(d.certainty).toBeGreaterThan(0.9);
    expect(d.summary).toMatch(/^Inside IR35/);
  });

  it('scores a textbook business as self-employed with low risk', () => {
    const d = determine('full', full(BUSINESS_LIKE), SETTINGS, COMPANY);
    expect(d).toMatchObject({ outcome: 'selfEmployed', riskLevel: 'low', decisiveRule: null });
    expect(d.selfEmployed).toBeGreaterThanOrEqual(90);
    expect(d.summary).toMatch(/^Outside IR35/);
  });

  it('records the questionnaire and rule-set versions and the interview kind', () => {
    const d = determine('full', full(EMPLOYEE_LIKE), SETTINGS, COMPANY);
    expect(d.questionnaireVersion).toBe(QUESTIONNAIRE_VERSION);
    expect(d.rulesetVersion).toBe(RULESET_VERSION);
    expect(d.kind).toBe('full');
  });

  it('applies the office-holder rule whatever else the answers say', () => {
    const d = determine('full', full({ ...BUSINESS_LIKE, ...facts({ setup_office: 'yes' }) }), SETTINGS, COMPANY);
    expect(d).toMatchObject({ outcome: 'employed', decisiveRule: 'office_holder' });
    expect(d.employed).toBeGreaterThanOrEqual(90);
    expect(d.factors[0]?.id).toBe('rule:office_holder');
    expect(d.factors[0]?.cases.join(' ')).toContain('[1920] 3 KB 266');
  });

  it('applies the substitution rule only when a genuine right was actually exercised and paid for', () => {
    const a = full(EMPLOYEE_LIKE);
    const withRight = full({
      ...EMPLOYEE_LIKE,
      ...facts({ ps_right: 'objective', ps_genuine: 'yes', ps_exercised: 'once', ps_substitute_pays: 'worker' }),
    });
    expect(determine('full', a, SETTINGS, COMPANY).decisiveRule).toBeNull();
    const d = determine('full', withRight, SETTINGS, COMPANY);
    expect(d).toMatchObject({ outcome: 'selfEmployed', decisiveRule: 'substitution_exercised' });
    expect(d.selfEmployed).toBeGreaterThanOrEqual(90);
    const clientPays = edit(withRight, 'ps_substitute_pays', ['client']);
    expect(
      determine('full', full({ ...withRight, ps_substitute_pays: ['client'] }), SETTINGS, COMPANY).decisiveRule,
    ).toBeNull();
    expect(determine('full', clientPays, SETTINGS, COMPANY).complete).toBe(false);
  });

  it('applies the no-mutuality rule', () => {
    const d = determine('full', full({ ...EMPLOYEE_LIKE, moo_within: ['none'] }), SETTINGS, COMPANY);
    expect(d).toMatchObject({ outcome: 'selfEmployed', decisiveRule: 'no_mutuality' });
  });

  it('treats a directly engaged sole trader as an employment-status question, not IR35', () => {
    const { setup_interest: _companyOnly, ...soleFacts } = EMPLOYEE_LIKE;
    const d = determine('full', full(soleFacts, 'sole_trader'), SETTINGS, SOLE);
    expect(d.isIr35).toBe(false);
    expect(d.summary).toMatch(/^Employed/);
    expect(d.summary).toContain('Not an IR35 question');
    expect(d.notes.join(' ')).toContain('do not apply');
  });

  it('warns when the worker has no material interest, or works through an LLP', () => {
    expect(
      determine('full', full({ ...EMPLOYEE_LIKE, setup_interest: ['no'] }), SETTINGS, COMPANY).notes.join(' '),
    ).toContain('s.51');
    const llp = { engagedEntityType: 'limited_liability_partnership' as const };
    const a = runInterview('full', 'limited_liability_partnership', EMPLOYEE_LIKE);
    expect(determine('full', a, SETTINGS, llp).notes.join(' ')).toContain('s.52');
  });

  it('gives a provisional, less certain result for an incomplete interview', () => {
    const a = full(EMPLOYEE_LIKE);
    const partial = Object.fromEntries(Object.entries(a).slice(0, 12));
    const d = determine('full', partial, SETTINGS, COMPANY);
    expect(d.complete).toBe(false);
    expect(d.summary).toContain('Provisional');
    expect(d.certainty).toBeLessThan(determine('full', a, SETTINGS, COMPANY).certainty);
  });

  it('widens uncertainty for unknown answers: towards 50/50 and lower certainty', () => {
    const known = full(EMPLOYEE_LIKE);
    const unknown = edit(known, 'ctl_what', [UNKNOWN_ANSWER_ID]);
    const withRest = full({ ...EMPLOYEE_LIKE, ctl_what: [UNKNOWN_ANSWER_ID] });
    expect(Object.keys(unknown).length).toBeLessThan(Object.keys(withRest).length);
    const a = determine('full', known, SETTINGS, COMPANY);
    const b = determine('full', withRest, SETTINGS, COMPANY);
    expect(b.employed).toBeLessThan(a.employed);
    expect(b.employed).toBeGreaterThan(50);
    expect(b.certainty).toBeLessThan(a.certainty);
    expect(b.unknownCount).toBe(1);
  });

  it('reports a result for every section on the path', () => {
    const d = determine('full', full(EMPLOYEE_LIKE), SETTINGS, COMPANY);
    expect(d.sections.map((s) => s.id)).toEqual([
      'setup',
      'personal_service',
      'control',
      'mutuality',
      'financial_risk',
      'part_and_parcel',
      'own_business',
      'duration',
    ]);
    for (const s of d.sections) expect(s.employed + s.selfEmployed).toBe(100);
    expect(d.sections.find((s) => s.id === 'control')?.employed).toBeGreaterThan(90);
    expect(d.sections.find((s) => s.id === 'control')?.answered).toBe(8); // 7 + ctl_inherent (2.0.0)
  });

  it('scores the short kinds too', () => {
    const a = runInterview('preliminary_short', 'company', EMPLOYEE_LIKE, true);
    const d = determine('preliminary_short', a, SETTINGS, COMPANY);
    expect(d.complete).toBe(true);
    expect(d.outcome).toBe('employed');
    expect(REQUIRED.setup_chain).toEqual(['direct']);
  });
});

describe('risk and margin', () => {
  it('bands risk by the gap between the percentages', () => {
    expect(riskLevel(55, 45, SETTINGS)).toBe('high');
    expect(riskLevel(40, 60, SETTINGS)).toBe('medium');
    expect(riskLevel(39, 61, SETTINGS)).toBe('low');
  });

  it('the side that leads wins; the margin marks a near-tie instead of tilting it (rules 2.0)', () => {
    expect(outcomeFor(48, 52, SETTINGS)).toBe('selfEmployed');
    expect(outcomeFor(52, 48, SETTINGS)).toBe('employed');
    expect(outcomeFor(60, 40, SETTINGS)).toBe('employed');
    expect(outcomeFor(50, 50, SETTINGS)).toBe('employed');
    expect(isBorderline(48, 52, { ...SETTINGS, riskMargin: 4 })).toBe(true);
    expect(isBorderline(48, 52, { ...SETTINGS, riskMargin: 3 })).toBe(false);
    // A gap within the margin is high risk even where the thresholds alone would say medium.
    expect(riskLevel(45, 55, { highRiskThreshold: 5, mediumRiskThreshold: 20, riskMargin: 10 })).toBe('high');
    expect(riskLevel(45, 55, { highRiskThreshold: 5, mediumRiskThreshold: 20, riskMargin: 5 })).toBe('medium');
  });

  it('a near-tie keeps the leading side, is high risk and says "borderline — review" with the margin', () => {
    const ev = full({ ...BUSINESS_LIKE });
    const d = determine('full', ev, { ...SETTINGS, riskMargin: 99 }, COMPANY);
    expect(d.outcome).toBe('selfEmployed');
    expect(d.borderline).toBe(true);
    expect(d.riskLevel).toBe('high');
    expect(d.riskMargin).toBe(99);
    expect(d.summary).toContain('borderline — review');
    expect(d.summary).toContain('99-point margin');
    const plain = determine('full', ev, SETTINGS, COMPANY);
    expect(plain.borderline).toBe(false);
    expect(plain.outcome).toBe('selfEmployed');
  });
});

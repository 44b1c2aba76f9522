import { describe, expect, it } from 'vitest';
import {
  answerQuestion,
  determine,
  interviewState,
  QUESTION_DEFS,
  QUESTIONNAIRE_VERSION,
  RULESET_VERSION,
  reachableAnswers,
} from '../src/index.ts';
import { ADDITIONS_V2 } from '../src/questionnaire/sections/additions-v2.ts';
import { COMPANY, EMPLOYEE_LIKE, SETTINGS } from './fixtures/helpers.ts';

const NEW_IDS = Object.values(ADDITIONS_V2).flatMap((qs) => qs.map((q) => q.id));

describe('questionnaire 2.0.0 (issue 14)', () => {
  it('is a new version of both the questionnaire and the rule set', () => {
    expect(QUESTIONNAIRE_VERSION).toBe('statera-q-2.0.0');
    // Rules 2.1 (issue 29) changed only the risk model; the scores of questionnaire 2.0.0 are 2.0's.
    expect(RULESET_VERSION).toMatch(/^statera-rules-2\./);
    expect(NEW_IDS.length).toBeGreaterThanOrEqual(10);
  });

  it('new questions have help texts citing cases or the ESM, accept "not known" and sit in the full kinds', () => {
    for (const id of NEW_IDS) {
      const q = QUESTION_DEFS.find((d) => d.id === id);
      expect(q, id).toBeDefined();
      expect(q?.helpText).toMatch(/\[(19|20)\d\d\]|ESM\d+/);
      expect(q?.allowUnknown).toBe(true);
      expect(q?.important).toBe(false);
      expect(q?.depth).toBe('full');
    }
  });

  it('a complete 1.x answer set keeps every answer and only gains the new questions (what synchronize-interview relies on)', () => {
    const v1 = Object.fromEntries(Object.entries(EMPLOYEE_LIKE).filter(([id]) => !NEW_IDS.includes(id)));
    const s = interviewState('full', v1, COMPANY);
    expect(s.complete).toBe(false);
    expect(NEW_IDS).toContain(s.current);
    // The strict path stops at the first new question; the later 1.x answers are still reachable.
    expect(Object.keys(reachableAnswers('full', v1, COMPANY)).sort()).toEqual(Object.keys(v1).sort());
    // Answering the new questions brings the stored later answers back onto the path.
    let a = { ...v1 };
    for (let guard = 0; guard < 20; guard++) {
      const cur = interviewState('full', a, COMPANY).current;
      if (!cur) break;
      expect(NEW_IDS).toContain(cur);
      const r = answerQuestion('full', a, cur, EMPLOYEE_LIKE[cur] as string[], COMPANY);
      if (!r.ok) throw new Error(r.error);
      a = { ...a, ...r.answers };
    }
    const done = interviewState('full', a, COMPANY);
    expect(done.complete).toBe(true);
    for (const id of Object.keys(v1)) expect(done.path).toContain(id);
    // A provisional result on the 1.x answers is not low risk until the new questions are answered.
    expect(determine('full', v1, SETTINGS, COMPANY).riskLevel).not.toBe('low');
    expect(interviewState('full', EMPLOYEE_LIKE, COMPANY).complete).toBe(true);
  });

  it('evidence from one side only keeps a clear result off low risk, with the reason', () => {
    const both = determine('full', EMPLOYEE_LIKE, SETTINGS, COMPANY);
    expect(both.riskLevel).toBe('low');
    const oneSide = determine('full', { ...EMPLOYEE_LIKE, setup_evidence: ['one_side'] }, SETTINGS, COMPANY);
    expect(oneSide.riskLevel).toBe('medium');
    expect(oneSide.riskReasons.join(' ')).toContain('not confirmed by both');
  });

  it('control inherent in the work moves the result towards self-employment', () => {
    const a = determine('full', { ...EMPLOYEE_LIKE, ctl_inherent: ['no'] }, SETTINGS, COMPANY);
    const b = determine('full', { ...EMPLOYEE_LIKE, ctl_inherent: ['yes'] }, SETTINGS, COMPANY);
    expect(b.employed).toBeLessThan(a.employed);
  });
});

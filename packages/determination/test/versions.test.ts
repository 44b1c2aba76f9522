import { describe, expect, it } from 'vitest';
import { answerQuestion, diffVersions, fingerprint } from '../src/index.ts';
import { COMPANY, EMPLOYEE_LIKE, runInterview } from './fixtures/helpers.ts';

describe('answer-set versions', () => {
  const v1 = runInterview('full', 'company', EMPLOYEE_LIKE);

  it('fingerprints only the answers that count, independent of key order', () => {
    const reversed = Object.fromEntries(Object.entries(v1).reverse());
    expect(fingerprint('full', reversed, COMPANY)).toBe(fingerprint('full', v1, COMPANY));
    expect(fingerprint('full', { ...v1, stray: ['x'] }, COMPANY)).toBe(fingerprint('full', v1, COMPANY));
    expect(fingerprint('full', { ...v1, ctl_what: ['fixed'] }, COMPANY)).not.toBe(fingerprint('full', v1, COMPANY));
  });

  it('reports changed answers and questions that enter or leave the path', () => {
    const r = answerQuestion('full', v1, 'ps_right', ['unfettered'], COMPANY);
    if (!r.ok) throw new Error(r.error);
    const v2 = runInterview('full', 'company', {
      ...r.answers,
      ps_genuine: ['yes'],
      ps_exercised: ['not_arisen'],
      ps_substitute_pays: ['worker'],
      ...Object.fromEntries(Object.entries(v1).filter(([k]) => !(k in r.answers) && k !== 'ps_right')),
      ctl_how: ['worker'],
    });
    const diff = diffVersions('full', v1, v2, COMPANY);
    expect(diff.changed.map((c) => c.questionId)).toEqual(['ps_right', 'ctl_how']);
    expect(diff.changed[0]).toMatchObject({
      from: ['none'],
      to: ['unfettered'],
      toText: 'Yes — the client cannot refuse a substitute',
    });
    expect(diff.enteredPath).toEqual(['ps_genuine', 'ps_exercised', 'ps_substitute_pays']);
    expect(diff.leftPath).toEqual([]);
    const back = diffVersions('full', v2, v1, COMPANY);
    expect(back.leftPath).toEqual(['ps_genuine', 'ps_exercised', 'ps_substitute_pays']);
    expect(diff.unchanged).toBe(Object.keys(v1).length - 2);
    expect(diff.before).not.toBe(diff.after);
  });

  it('finds no difference between identical versions', () => {
    const diff = diffVersions('full', v1, { ...v1 }, COMPANY);
    expect(diff).toMatchObject({ changed: [], enteredPath: [], leftPath: [] });
    expect(diff.before).toBe(diff.after);
  });
});

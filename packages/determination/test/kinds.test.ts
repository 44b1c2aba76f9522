import { describe, expect, it } from 'vitest';
import { answerQuestion, candidates, determine, interviewState } from '../src/index.ts';
import { EMPLOYEE_LIKE, facts, REQUIRED_APPEAL, runInterview, SETTINGS, SOLE } from './fixtures/helpers.ts';

const COMPANY = { engagedEntityType: 'company' as const };

describe('interview kinds', () => {
  it('asks reassessment questions first after set-up, and branches on change', () => {
    const given = { ...EMPLOYEE_LIKE, ...facts({ rev_changes: 'yes', rev_areas: ['control', 'financial_risk'] }) };
    const a = runInterview('reassessment_full', 'company', given, true);
    const path = interviewState('reassessment_full', a, COMPANY).path;
    expect(path.indexOf('rev_changes')).toBeGreaterThan(path.indexOf('setup_office'));
    expect(path.indexOf('rev_changes')).toBeLessThan(path.indexOf('ps_right'));
    expect(path).toContain('rev_areas');
    const unchanged = runInterview('reassessment_full', 'company', { ...EMPLOYEE_LIKE, rev_changes: ['no'] }, true);
    expect(interviewState('reassessment_full', unchanged, COMPANY).path).not.toContain('rev_areas');
  });

  it('records review and appeal answers without scoring them', () => {
    const base = runInterview(
      'appeal_short',
      'company',
      { ...EMPLOYEE_LIKE, ...REQUIRED_APPEAL, rev_changes: ['no'] },
      true,
    );
    const other = answerQuestion('appeal_short', base, 'app_grounds', ['facts', 'control'], COMPANY);
    if (!other.ok) throw new Error(other.error);
    const resumed = runInterview('appeal_short', 'company', { ...base, ...other.answers }, true);
    const a = determine('appeal_short', base, SETTINGS, COMPANY);
    const b = determine('appeal_short', resumed, SETTINGS, COMPANY);
    expect(a.complete && b.complete).toBe(true);
    expect([b.employed, b.outcome]).toEqual([a.employed, a.outcome]);
    expect(a.sections.find((s) => s.id === 'review')).toMatchObject({ employed: 50, answered: 3 });
  });

  it('preliminary kinds leave out questions about what has actually happened', () => {
    const pre = candidates('preliminary_full', 'company').map((q) => q.id);
    for (const id of ['ps_exercised', 'ctl_supervision', 'moo_pattern', 'pp_treated', 'dur_renewals']) {
      expect(pre, id).not.toContain(id);
      expect(candidates('full', 'company').map((q) => q.id)).toContain(id);
    }
  });

  it('asks a sole trader supplied through an agency about supervision, direction or control', () => {
    const { setup_interest: _companyOnly, ...sole } = EMPLOYEE_LIKE;
    const a = runInterview('full', 'sole_trader', {
      ...sole,
      ...facts({ setup_chain: 'agency', setup_agency_sdc: 'yes' }),
    });
    const d = determine('full', a, SETTINGS, SOLE);
    expect(d.isIr35).toBe(false);
    expect(d.notes.join(' ')).toContain('s.44');
  });
});

import { QUESTION_DEFS } from '@statera/determination';
import { CONTRACT_CHANGE_FIELDS, MATERIAL_CONTRACT_CHANGE_FIELDS } from '@statera/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersToReview, DRIFT_MAP } from './contract-change-drift.ts';

const ALL = new Set(QUESTION_DEFS.map((q) => q.id));

describe('drift map (which answers a contract change puts in doubt)', () => {
  it('names only real questionnaire questions, each once per field', () => {
    for (const field of CONTRACT_CHANGE_FIELDS) {
      const ids = DRIFT_MAP[field];
      for (const id of ids) expect(ALL.has(id), `${field} → ${id}`).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('gives every material field at least one question', () => {
    for (const field of MATERIAL_CONTRACT_CHANGE_FIELDS) expect(DRIFT_MAP[field].length, field).toBeGreaterThan(0);
  });

  it('new dates touch the length and exclusivity answers; a new service the role answers', () => {
    const all = ALL;
    const dates = answersToReview(['contractEnd'], all).map((a) => a.questionId);
    expect(dates).toEqual(expect.arrayContaining(['dur_length', 'ob_exclusive']));
    const service = answersToReview(['serviceProvided'], all).map((a) => a.questionId);
    expect(service).toEqual(expect.arrayContaining(['ctl_what', 'ctl_how', 'pp_same_work']));
    expect(answersToReview(['yourReference'], all)).toEqual([]);
  });

  it('new parties put the answers about them in doubt: entity, individual, agency, department', () => {
    const of = (field: (typeof CONTRACT_CHANGE_FIELDS)[number]) =>
      answersToReview([field], ALL).map((a) => a.questionId);
    expect(of('engagedEntityId')).toEqual(expect.arrayContaining(['setup_chain', 'fin_insurance', 'ob_registered']));
    expect(of('engagedIndividualId')).toEqual(expect.arrayContaining(['ps_personal_attributes', 'ob_other_work']));
    expect(of('agencyId')).toEqual(expect.arrayContaining(['setup_agency_sdc', 'fin_payment']));
    expect(of('departmentId')).toEqual(['ctl_supervision', 'pp_treated']);
    const both = answersToReview(['engagedEntityId', 'agencyId'], ALL).find((a) => a.questionId === 'setup_chain');
    expect(both?.fields).toEqual(['engagedEntityId', 'agencyId']);
  });

  it('lists only answered questions, in questionnaire order, with the fields that touch each', () => {
    const answered = new Set(['dur_length', 'ob_exclusive', 'setup_chain', 'ctl_what']);
    const review = answersToReview(['contractStart', 'contractEnd', 'agencyId'], answered);
    expect(review.map((r) => r.questionId)).toEqual(['setup_chain', 'ob_exclusive', 'dur_length']);
    expect(review[2]).toMatchObject({
      section: 'duration',
      sectionTitle: 'Length, notice and termination',
      question: 'How long is the engagement expected to last, including extensions?',
      fields: ['contractStart', 'contractEnd'],
    });
  });

  it('never lists an unanswered question, nor one no changed field maps to (property)', () => {
    fc.assert(
      fc.property(
        fc.subarray([...CONTRACT_CHANGE_FIELDS]),
        fc.subarray(QUESTION_DEFS.map((q) => q.id)),
        (fields, answeredIds) => {
          const answered = new Set(answeredIds);
          for (const r of answersToReview(fields, answered)) {
            expect(answered.has(r.questionId)).toBe(true);
            expect(r.fields.every((f) => DRIFT_MAP[f].includes(r.questionId))).toBe(true);
          }
        },
      ),
    );
  });
});

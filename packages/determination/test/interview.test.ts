import { describe, expect, it } from 'vitest';
import {
  type AnswerMap,
  answerQuestion,
  interviewQuestions,
  interviewState,
  navigate,
  UNKNOWN_ANSWER_ID,
} from '../src/index.ts';
import { COMPANY, REQUIRED, runInterview, SOLE } from './fixtures/helpers.ts';

const answer = (answers: AnswerMap, q: string, ids: string[], kind: 'full' | 'short' = 'full') => {
  const r = answerQuestion(kind, answers, q, ids, COMPANY);
  if (!r.ok) throw new Error(r.error);
  return r;
};

describe('interviewState', () => {
  it('starts at the initial_object set-up question', () => {
    const s = interviewState('full', {}, COMPANY);
    expect(s).toMatchObject({ path: [], current: 'setup_chain', answeredCount: 0, complete: false });
    expect(s.totalCount).toBeGreaterThan(30);
  });

  it('ignores answers off the path and invalid stored answers', () => {
    const s = interviewState('full', { ctl_what: ['client'], setup_chain: ['bogus'] }, COMPANY);
    expect(s.path).toEqual([]);
    expect(s.current).toBe('setup_chain');
  });

  it('branches: substitution follow-ups appear only when a right exists', () => {
    const base = runInterview('full', 'company', REQUIRED);
    const upTo = (ids: Record<string, string>) => {
      let a: AnswerMap = {};
      for (const [q, v] of Object.entries(ids)) a = answer(a, q, [v]).answers;
      return a;
    };
    expect(Object.keys(base).length).toBeGreaterThan(30);
    const prefix = { setup_chain: 'direct', setup_interest: 'yes', setup_office: 'no', setup_contract: 'reflects' };
    // Questionnaire 2.0.0 asks two more set-up questions before personal service.
    const V2_SETUP = { setup_intention: 'mixed', setup_governing: 'direct', setup_evidence: 'both' };
    const noRight = upTo({ ...prefix, ...V2_SETUP, ps_right: 'none' });
    const withRight = upTo({ ...prefix, ...V2_SETUP, ps_right: 'unfettered' });
    expect(interviewState('full', noRight, COMPANY).current).toBe('ps_helpers');
    expect(interviewState('full', withRight, COMPANY).current).toBe('ps_genuine');
    expect(interviewState('full', withRight, COMPANY).totalCount).toBe(
      interviewState('full', noRight, COMPANY).totalCount + 3,
    );
  });

  it('counts progress: answered plus still expected', () => {
    const r = answer({}, 'setup_chain', ['direct']);
    const s = interviewState('full', r.answers, COMPANY);
    expect(s.answeredCount).toBe(1);
    expect(s.path).toEqual(['setup_chain']);
    expect(s.current).toBe('setup_interest');
    expect(s.totalCount).toBe(interviewState('full', {}, COMPANY).totalCount);
  });

  it('completes when every expected question is answered', () => {
    const a = runInterview('short', 'sole_trader', REQUIRED, true);
    const s = interviewState('short', a, SOLE);
    expect(s.complete).toBe(true);
    expect(s.current).toBeNull();
    expect(s.answeredCount).toBe(s.totalCount);
  });
});

describe('answerQuestion', () => {
  it('answers the current question and rejects questions not on the path', () => {
    expect(answerQuestion('full', {}, 'ctl_what', ['client'], COMPANY)).toEqual({
      ok: false,
      error: 'question_not_in_path',
    });
    expect(answerQuestion('full', {}, 'nope', ['x'], COMPANY)).toEqual({ ok: false, error: 'question_not_in_path' });
    const r = answer({}, 'setup_chain', ['agency']);
    expect(r).toEqual({ ok: true, answers: { setup_chain: ['agency'] }, removed: [] });
  });

  it('rejects invalid, empty and multiple answers on single-choice questions', () => {
    const bad = { ok: false, error: 'invalid_answer' };
    expect(answerQuestion('full', {}, 'setup_chain', [], COMPANY)).toEqual(bad);
    expect(answerQuestion('full', {}, 'setup_chain', ['nope'], COMPANY)).toEqual(bad);
    expect(answerQuestion('full', {}, 'setup_chain', ['direct', 'agency'], COMPANY)).toEqual(bad);
    expect(answerQuestion('full', {}, 'setup_chain', ['direct', 'direct'], COMPANY)).toEqual(bad);
  });

  it('allows "unknown" only where allowUnknown, and only on its own', () => {
    expect(answerQuestion('full', {}, 'setup_chain', [UNKNOWN_ANSWER_ID], COMPANY)).toEqual({
      ok: false,
      error: 'invalid_answer',
    });
    let a = answer({}, 'setup_chain', ['direct']).answers;
    expect(answer(a, 'setup_interest', [UNKNOWN_ANSWER_ID]).ok).toBe(true);
    a = runInterview('full', 'company', REQUIRED);
    expect(answerQuestion('full', a, 'pp_benefits', ['holiday', UNKNOWN_ANSWER_ID], COMPANY).ok).toBe(false);
  });

  it('accepts several answers on a multiple question, but not with an exclusive one', () => {
    const a = runInterview('full', 'company', REQUIRED);
    const ok = answerQuestion('full', a, 'pp_benefits', ['holiday', 'sick'], COMPANY);
    expect(ok.ok && ok.answers.pp_benefits).toEqual(['holiday', 'sick']);
    expect(answerQuestion('full', a, 'pp_benefits', ['holiday', 'none'], COMPANY)).toEqual({
      ok: false,
      error: 'invalid_answer',
    });
  });

  it('changing an earlier answer removes it and every later answer', () => {
    const a = runInterview('full', 'company', REQUIRED);
    const before = interviewState('full', a, COMPANY).path;
    const at = before.indexOf('ctl_how');
    const r = answer(a, 'ctl_how', ['worker']);
    expect(r.removed).toEqual(before.slice(at + 1));
    expect(Object.keys(r.answers)).toEqual([...before.slice(0, at + 1)]);
    expect(r.answers.ctl_how).toEqual(['worker']);
    expect(interviewState('full', r.answers, COMPANY).current).toBe(before[at + 1]);
  });

  it('re-giving the same answer changes nothing', () => {
    const a = runInterview('full', 'company', REQUIRED);
    const r = answer(a, 'setup_chain', ['direct']);
    expect(r.removed).toEqual([]);
    expect(r.answers).toEqual(a);
  });
});

describe('navigation', () => {
  const a = (() => {
    let x: AnswerMap = {};
    for (const [q, v] of [
      ['setup_chain', 'direct'],
      ['setup_interest', 'yes'],
      ['setup_office', 'no'],
    ] as const) {
      x = answer(x, q, [v]).answers;
    }
    return x;
  })();

  it('moves next and previous along the path and the current question', () => {
    expect(navigate('full', a, COMPANY, 'setup_interest', 'next')).toBe('setup_office');
    expect(navigate('full', a, COMPANY, 'setup_office', 'next')).toBe('setup_contract');
    expect(navigate('full', a, COMPANY, 'setup_contract', 'next')).toBeNull();
    expect(navigate('full', a, COMPANY, 'setup_interest', 'previous')).toBe('setup_chain');
    expect(navigate('full', a, COMPANY, 'setup_chain', 'previous')).toBeNull();
    expect(navigate('full', a, COMPANY, 'ctl_what', 'next')).toBeNull();
    expect(navigate('full', a, COMPANY, null, 'ready')).toBe('setup_contract');
  });

  it('finds the next and previous questions not yet seen', () => {
    expect(navigate('full', a, COMPANY, 'setup_chain', 'next_not_seen')).toBe('setup_contract');
    const seen = ['setup_chain', 'setup_office'];
    expect(navigate('full', a, COMPANY, 'setup_chain', 'next_not_seen', seen)).toBe('setup_interest');
    expect(navigate('full', a, COMPANY, 'setup_contract', 'previous_not_seen', seen)).toBe('setup_interest');
    expect(navigate('full', a, COMPANY, 'setup_interest', 'previous_not_seen', seen)).toBeNull();
  });

  it('lists the interview with positions, statuses and links', () => {
    const v = interviewQuestions('full', a, COMPANY);
    expect(v.questions.map((q) => [q.id, q.status, q.position])).toEqual([
      ['setup_chain', 'answered', 1],
      ['setup_interest', 'answered', 2],
      ['setup_office', 'answered', 3],
      ['setup_contract', 'ready', 4],
    ]);
    expect(v.questions[1]).toMatchObject({ previous: 'setup_chain', next: 'setup_office', answers: ['yes'] });
    expect(v.answeredQuestionCount).toBe(3);
    expect(v.allQuestionCount).toBe(interviewState('full', a, COMPANY).totalCount);
    expect(v.allQuestionsAnswered).toBe(false);
  });
});

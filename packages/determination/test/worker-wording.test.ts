import { describe, expect, it } from 'vitest';
import { QUESTION_DEFS, WORKER_WORDING, workerQuestions } from '../src/index.ts';

describe("the worker's wording of the working-practices questions", () => {
  it('names only questions and answers of the questionnaire, and asks each as a question', () => {
    const defs = new Map(QUESTION_DEFS.map((q) => [q.id, q]));
    for (const [id, w] of Object.entries(WORKER_WORDING)) {
      const q = defs.get(id);
      expect(q, id).toBeDefined();
      expect(w.content.endsWith('?'), id).toBe(true);
      for (const answerId of Object.keys(w.answers ?? {})) {
        expect(
          q!.answers.map((a) => a.id),
          `${id}.${answerId}`,
        ).toContain(answerId);
      }
    }
  });

  it('a full interview asks the worker every reworded question; a short one fewer; answers keep their ids', () => {
    const full = workerQuestions('full', 'company');
    expect(full.map((q) => q.id).sort()).toEqual(Object.keys(WORKER_WORDING).sort());
    expect(workerQuestions('short', 'company').length).toBeLessThan(full.length);
    const how = full.find((q) => q.id === 'ctl_how')!;
    expect(how.content).toContain('you');
    expect(how.answers.map((a) => a.id)).toEqual(['client', 'framework', 'worker']);
    expect(how.sectionTitle).toBeTruthy();
  });
});

import type { AccessTable } from './route-spec.ts';

const VIEWERS = ['provider_admin', 'provider_user', 'client_admin', 'specialist', 'approver'] as const;

export default {
  protected: {
    'GET /api/interviews/:id/currentQuestion': { allow: VIEWERS },
    'GET /api/interviews/:id/question': {
      allow: VIEWERS,
      url: (ids) => `/api/interviews/${ids.interview}/question?interviewQuestionId=${ids.question}`,
    },
    'GET /api/interviews/:id/questions': { allow: VIEWERS },
    'POST /api/interviews/:id/answers': {
      allow: ['specialist'],
      body: (ids) => ({ interviewQuestionId: ids.question, answers: [ids.answer] }),
    },
  },
} satisfies AccessTable;

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
    // 409 for the specialist (nothing to confirm): past the permission check
    'POST /api/interviews/:id/confirm-unchanged': {
      allow: ['specialist'],
      body: (ids) => ({ interviewQuestionIds: [ids.question] }),
    },
    'PUT /api/interview-questions/:id': {
      allow: ['specialist'],
      url: (ids) => `/api/interview-questions/${ids.question}`,
      body: (ids) => ({ interviewId: ids.interview, newAnswers: [ids.answer] }),
    },
    'PUT /api/interview-questions/:id/confirm': {
      allow: ['specialist'],
      url: (ids) => `/api/interview-questions/${ids.question}/confirm`,
      body: (ids) => ({ interviewId: ids.interview }),
    },
  },
} satisfies AccessTable;

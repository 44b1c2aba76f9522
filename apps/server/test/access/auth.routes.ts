import { type AccessTable, PEOPLE } from './route-spec.ts';

export default {
  public: [
    'POST /api/login',
    'POST /api/refresh',
    'POST /api/logout',
    'PUT /api/password-reset-tokens/:token/password',
    'POST /api/password-tokens/:token/password-years-validation',
    'POST /api/verification-code',
    'POST /api/resend-verification-code-email',
    'POST /api/password-recovery-tokens',
    'GET /api/password-recovery-tokens/:token',
    'PUT /api/password-recovery-tokens/:token/password',
  ],
  protected: {
    'POST /api/users/:userId/password-years-validation': {
      allow: PEOPLE,
      url: (ids) => `/api/users/${ids.self}/password-years-validation`,
      body: { password: 'A-new-Password-2026!' },
      tenant: false,
    },
  },
} satisfies AccessTable;

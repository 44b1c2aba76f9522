import type { AccessTable } from './route-spec.ts';

/** Single sign-on: every route is public (the browser arrives without a session). */
const sso: AccessTable = {
  public: ['GET /api/sso-redirect-link', 'GET /api/sso/callback', 'POST /api/sso-login/:token'],
};
export default sso;

import { APPEAL_STATUSES, APPEAL_TRANSITIONS, canTransition, type TAppealStatus } from '@statera/shared';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAppeal } from '../../../test/factories/appeals.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

const ctx = useTestApp();
let t: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

const ACTIONS = ['start', 'comment', 'submit', 'changeEmail', 'seen'] as const;
type Action = (typeof ACTIONS)[number];

/** What the worker may expect, written from the state table and the spec, not from the server's rules. */
interface Model {
  status: TAppealStatus;
  drafts: number;
}
const dead = (s: TAppealStatus) => s === 'disabled' || s === 'outdated';
const writable = (s: TAppealStatus) => ['started', 'am_processing', 'contractor_processing', 'reopened'].includes(s);

function expected(m: Model, action: Action): { code: number; next: Model } {
  if (dead(m.status)) return { code: 404, next: m };
  switch (action) {
    case 'start':
      return canTransition(APPEAL_TRANSITIONS, m.status, 'start', 'started')
        ? { code: 200, next: { ...m, status: 'started' } }
        : { code: 409, next: m };
    case 'comment':
      return writable(m.status) ? { code: 201, next: { ...m, drafts: m.drafts + 1 } } : { code: 409, next: m };
    case 'submit':
      if (!canTransition(APPEAL_TRANSITIONS, m.status, 'submit_to_manager', 'am_processing'))
        return { code: 409, next: m };
      return m.drafts === 0 ? { code: 422, next: m } : { code: 200, next: { status: 'am_processing', drafts: 0 } };
    case 'changeEmail':
      return m.status === 'closed' ? { code: 409, next: m } : { code: 200, next: m };
    case 'seen':
      return { code: 204, next: m };
  }
}

let run = 0;
describe('random worker actions against APPEAL_TRANSITIONS', () => {
  it('answer and move the appeal exactly as the state table allows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...APPEAL_STATUSES),
        fc.array(fc.constantFrom(...ACTIONS), { minLength: 1, maxLength: 6 }),
        async (initial, actions) => {
          run += 1;
          const ip = `10.3.${Math.floor(run / 250)}.${(run % 250) + 1}`;
          const { key } = await buildAppeal(ctx.app.db, ctx.app.storage, t, { status: initial });
          let model: Model = { status: initial, drafts: 0 };
          // A dead link is a wrong key: the client is refused (429) once it has tried 10 of them.
          let wrong = 0;
          const refusal = () => (wrong++ >= 10 ? 429 : 404);
          for (const action of actions) {
            const { code, next } = expected(model, action);
            const res = await send(ip, key, action);
            expect(res.statusCode, `${action} from ${model.status}`).toBe(code === 404 ? refusal() : code);
            if (next.status !== model.status) {
              // every move the worker makes is one the shared table lists
              const tableAction = action === 'start' ? 'start' : 'submit_to_manager';
              expect(canTransition(APPEAL_TRANSITIONS, model.status, tableAction, next.status)).toBe(true);
            }
            model = next;
            const view = await ctx.app.inject({ url: `/api/appeals/key/${key}`, remoteAddress: ip });
            if (dead(model.status)) expect(view.statusCode).toBe(refusal());
            else expect(view.json().status).toBe(model.status);
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 240_000);
});

function send(ip: string, key: string, action: Action) {
  const inject = (method: 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, payload, remoteAddress: ip });
  switch (action) {
    case 'start':
      return inject('PUT', `/appeals/${key}/start`, { email: 'w@worker.example', dataProcessingConsent: true });
    case 'comment':
      return inject('POST', `/appeals/key/${key}/comments`, { threadId: 'appeal', body: 'Reasons' });
    case 'submit':
      return inject('PUT', `/appeals/${key}/submit-to-manager`);
    case 'changeEmail':
      return inject('PUT', `/appeals/key/${key}/contractor`, { email: 'x@worker.example' });
    case 'seen':
      return inject('PUT', `/appeals/${key}/thread-seen`, {});
  }
}

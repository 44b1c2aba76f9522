import { canTransition, ENGAGEMENT_TRANSITIONS, type TEngagementAction, type TEngagementStatus } from '@statera/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, engagements } from '../../db/schema/index.ts';

/**
 * Random sequences of lifecycle calls (archive, restore, delete, change dates, edit) against the API:
 * each call succeeds exactly when ENGAGEMENT_TRANSITIONS allows it from the modelled status (409
 * otherwise, or 404 once deleted), the row follows the model, and every success adds one audit event.
 */
const ctx = useTestApp();
let t: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
type Step = 'archive' | 'restore' | 'delete' | 'change_dates' | 'edit';

const call = (id: string, step: Step) => {
  const as = t.clientAdmin;
  switch (step) {
    case 'archive':
      return injectAs(ctx, as, {
        method: 'PUT',
        url: `/api/engagements/${id}/archive`,
        payload: { comment: 'random' },
      });
    case 'restore':
      return injectAs(ctx, as, { method: 'PUT', url: `/api/engagements/${id}/restore`, payload: {} });
    case 'delete':
      return injectAs(ctx, as, { method: 'DELETE', url: `/api/engagements/${id}/delete` });
    case 'change_dates':
      return injectAs(ctx, as, {
        method: 'PUT',
        url: `/api/engagements/${id}/dates`,
        payload: { contractStart: day(10), contractEnd: day(250) },
      });
    case 'edit':
      return injectAs(ctx, as, {
        method: 'PUT',
        url: `/api/engagements/${id}`,
        payload: { serviceProvided: `Scope ${Math.random()}`, contractValue: 100 },
      });
  }
};

describe('engagement lifecycle through the API', () => {
  it('follows the transition table along random action sequences', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<Step>('archive', 'restore', 'delete', 'change_dates', 'edit'), {
          minLength: 1,
          maxLength: 5,
        }),
        async (steps) => {
          const { id } = await buildEngagement(ctx.app.db, t);
          let model: TEngagementStatus = 'active';
          let deleted = false;
          for (const step of steps) {
            const events = (await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, id))).length;
            const res = await call(id, step);
            const allowed =
              !deleted &&
              (step === 'edit'
                ? model !== 'archived'
                : canTransition(ENGAGEMENT_TRANSITIONS, model, step as TEngagementAction));
            if (deleted) expect(res.statusCode, step).toBe(404);
            else if (!allowed) expect([403, 409], `${step} from ${model}`).toContain(res.statusCode);
            else {
              expect(res.statusCode, `${step} from ${model}`).toBeLessThan(300);
              if (step === 'archive' || step === 'delete') model = 'archived';
              if (step === 'restore') model = 'active';
              if (step === 'delete') deleted = true;
              const after = (await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, id))).length;
              // archive and delete also archive the open assessment (its own event, on the assessment)
              expect(after, step).toBe(events + 1);
            }
            const [row] = await ctx.app.db.select().from(engagements).where(eq(engagements.id, id));
            expect(row!.status).toBe(model);
            expect(row!.deletedAt !== null).toBe(deleted);
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});

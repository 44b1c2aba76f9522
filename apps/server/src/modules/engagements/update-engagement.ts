import { ERROR_KEYS, type TUpdateEngagement } from '@statera/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { managedCompany } from '../../authz/tenancy.ts';
import type { Db } from '../../db/client.ts';
import { agencies, departments, engagements } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { emitDomainEvent } from '../webhooks/domain-events.ts';
import { lockForChange } from './engagement-lock.ts';
import { expectVersion } from './engagement-version.ts';

/**
 * PUT engagements/{id}: department, service provided, contract value, agency and reference, with
 * the create form's rules (the department of the engagement's company, an agency of its group).
 * Not while archived (403: unarchive first). Audited with the fields that changed. `ifMatch`: the
 * version (ETag) the caller read; 412 when the engagement has changed since.
 */
export async function updateEngagement(
  db: Db,
  actor: Actor,
  id: string,
  input: TUpdateEngagement,
  opts: { ifMatch?: string } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const e = await lockForChange(tx, actor, id);
    authorize(actor, 'engagement.edit', e);
    // The public API's If-Match, checked on the locked row: no other change slips in between.
    expectVersion(e, opts.ifMatch);
    const company = await managedCompany(tx, actor, e.companyId);
    const errors: Record<string, string[]> = {};
    if (input.departmentId) {
      const [d] = await tx
        .select({ id: departments.id })
        .from(departments)
        .where(
          and(
            eq(departments.id, input.departmentId),
            eq(departments.companyId, e.companyId),
            isNull(departments.deletedAt),
          ),
        );
      if (!d) errors.departmentId = ['errors.invalidDepartment'];
    }
    if (input.agencyId) {
      const [a] = await tx
        .select({ id: agencies.id })
        .from(agencies)
        .where(and(eq(agencies.id, input.agencyId), eq(agencies.mainCompanyId, company.rootId)));
      if (!a) errors.agencyId = ['errors.invalidAgency'];
    }
    if (Object.keys(errors).length > 0) {
      throw new AppError(400, ERROR_KEYS.validation, 'Some fields are not valid.', errors);
    }
    const next = {
      departmentId: input.departmentId ?? null,
      serviceProvided: input.serviceProvided,
      contractValuePence: Math.round(input.contractValue * 100),
      agencyId: input.agencyId ?? null,
      yourReference: input.yourReference || null,
    };
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(next)) {
      const old = e[key as keyof typeof next];
      if (old !== value) {
        before[key] = old;
        after[key] = value;
      }
    }
    if (Object.keys(after).length === 0) return;
    await tx
      .update(engagements)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(engagements.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'engagement.updated',
      entityType: 'engagement',
      entityId: id,
      companyId: e.companyId,
      before,
      after,
    });
    const data = { engagementId: id, companyId: e.companyId, changed: Object.keys(after) };
    await emitDomainEvent(tx, { type: 'engagement.updated', companyId: e.companyId, data });
  });
}

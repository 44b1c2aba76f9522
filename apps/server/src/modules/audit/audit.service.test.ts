import { randomUUID } from 'node:crypto';
import { AUDIT_ACTIONS } from '@statera/shared';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { type AnyAuditEntry, recordAudit, recordAudits } from './audit.service.ts';

const ctx = useTestApp();

describe('audit writes', () => {
  it('records one catalogued event with its entity type', async () => {
    const id = randomUUID();
    await recordAudit(ctx.app.db, { actorId: null, action: 'user.logout', entityType: 'user', entityId: id });
    const rows = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.entityId, [id]));
    expect(rows).toEqual([
      expect.objectContaining({ action: 'user.logout', entityType: AUDIT_ACTIONS['user.logout'], before: null }),
    ]);
  });

  it('writes many events in one insert, inside the caller transaction', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const entries: AnyAuditEntry[] = [
      { actorId: null, action: 'company.archived', entityType: 'company', entityId: ids[0]!, companyId: ids[0]! },
      { actorId: null, action: 'user.archived', entityType: 'user', entityId: ids[1]!, after: { status: 'archived' } },
      { actorId: null, action: 'maintenance.planned', entityType: 'maintenance_window', entityId: ids[2]! },
    ];
    await ctx.app.db
      .transaction(async (tx) => {
        await recordAudits(tx, entries);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await ctx.app.db.select().from(auditEvents).where(inArray(auditEvents.entityId, ids))).toEqual([]);

    await recordAudits(ctx.app.db, entries);
    await recordAudits(ctx.app.db, []);
    const rows = await ctx.app.db.select().from(auditEvents).where(inArray(auditEvents.entityId, ids));
    expect(rows.map((r) => [r.entityId, r.action, r.entityType]).sort()).toEqual(
      entries.map((e) => [e.entityId, e.action, e.entityType]).sort(),
    );
    expect(rows.find((r) => r.entityId === ids[1])?.after).toEqual({ status: 'archived' });
    expect(new Set(rows.map((r) => r.createdAt.getTime())).size).toBe(1);
  });

  it('refuses an action outside the catalogue or paired with another entity type (type check)', () => {
    const id = randomUUID();
    // @ts-expect-error: company.archived is recorded against a company
    const wrongType: AnyAuditEntry = { actorId: null, action: 'company.archived', entityType: 'user', entityId: id };
    // @ts-expect-error: not a catalogued action
    const typo: AnyAuditEntry = { actorId: null, action: 'user.archive', entityType: 'user', entityId: id };
    expect(Object.hasOwn(AUDIT_ACTIONS, wrongType.action)).toBe(true);
    expect(Object.hasOwn(AUDIT_ACTIONS, typo.action)).toBe(false);
  });
});

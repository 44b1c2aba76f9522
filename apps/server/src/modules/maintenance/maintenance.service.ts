import {
  ERROR_KEYS,
  LIMITS,
  maintenanceWindowIssues,
  type TCreateMaintenanceWindow,
  TIME_LIMITS,
  type TMaintenanceStatus,
  type TMaintenanceWindow,
} from '@statera/shared';
import { asc, desc, eq, gt } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db } from '../../db/client.ts';
import { maintenanceWindows } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';

type WindowRow = typeof maintenanceWindows.$inferSelect;

/** How long a process trusts its copy of the planned windows; other processes see changes within it. */
export const MAINTENANCE_CACHE_MS = 5_000;

export const presentWindow = (w: WindowRow): TMaintenanceWindow => ({
  id: w.id,
  startsAt: w.startsAt.toISOString(),
  endsAt: w.endsAt.toISOString(),
  message: w.message,
});

/**
 * The planned windows that have not ended, read at most every few seconds: every API request asks
 * whether one is in progress, so it is not a database round trip each time. Whether a window is
 * current is decided against the clock on each request, so a window starts and ends on time.
 */
export class MaintenanceSchedule {
  private cached: { at: number; rows: WindowRow[] } | null = null;

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.cached = null;
  }

  private async rows(): Promise<WindowRow[]> {
    if (this.cached && Date.now() - this.cached.at < MAINTENANCE_CACHE_MS) return this.cached.rows;
    const rows = await this.db
      .select()
      .from(maintenanceWindows)
      .where(gt(maintenanceWindows.endsAt, new Date()))
      .orderBy(asc(maintenanceWindows.startsAt))
      .limit(50);
    this.cached = { at: Date.now(), rows };
    return rows;
  }

  async current(now = new Date()): Promise<WindowRow | null> {
    return (await this.rows()).find((w) => w.startsAt <= now && w.endsAt > now) ?? null;
  }

  /** The window in progress, and the next one starting within 48 hours (the notice's lead time). */
  async status(now = new Date()): Promise<TMaintenanceStatus> {
    const rows = await this.rows();
    const current = rows.find((w) => w.startsAt <= now && w.endsAt > now) ?? null;
    const horizon = now.getTime() + LIMITS.maintenanceNoticeHours * 3_600_000;
    const upcoming = rows.find((w) => w.startsAt > now && w.startsAt.getTime() <= horizon) ?? null;
    return { current: current && presentWindow(current), upcoming: upcoming && presentWindow(upcoming) };
  }
}

/**
 * POST /api/maintenance-windows (provider admins): a window at least 48 hours ahead, or — asked for
 * explicitly with `immediate` — one starting now; at most 24 hours long (the body's schema checks
 * both against the server's clock; an immediate window is audited as such).
 */
export async function createWindow(
  db: Db,
  actor: Actor,
  input: TCreateMaintenanceWindow,
  now = new Date(),
): Promise<TMaintenanceWindow> {
  authorize(actor, 'maintenance.manage');
  const issues = maintenanceWindowIssues(input, now.getTime());
  if (issues.length > 0) {
    throw new AppError(
      400,
      ERROR_KEYS.validation,
      'The maintenance window is not valid.',
      Object.fromEntries(issues.map(([field, key]) => [field, [key]])),
    );
  }
  const startsAt = input.immediate ? now : new Date(input.startsAt!);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(maintenanceWindows)
      .values({ startsAt, endsAt: new Date(input.endsAt), message: input.message ?? null })
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'maintenance.planned',
      entityType: 'maintenance_window',
      entityId: row!.id,
      after: { ...presentWindow(row!), immediate: input.immediate === true },
    });
    return presentWindow(row!);
  });
}

/** How far back GET /api/maintenance-windows lists ended windows. */
export const MAINTENANCE_HISTORY_DAYS = TIME_LIMITS.maintenanceHistoryDays;

/** GET /api/maintenance-windows (provider admins): planned, current and recently ended windows, newest first. */
export async function listWindows(db: Db, actor: Actor): Promise<TMaintenanceWindow[]> {
  authorize(actor, 'maintenance.manage');
  const since = new Date(Date.now() - MAINTENANCE_HISTORY_DAYS * 86_400_000);
  const rows = await db
    .select()
    .from(maintenanceWindows)
    .where(gt(maintenanceWindows.endsAt, since))
    .orderBy(desc(maintenanceWindows.startsAt))
    .limit(100);
  return rows.map(presentWindow);
}

/** DELETE /api/maintenance-windows/{id} (provider admins); a window that does not exist (or is gone) is 404. */
export async function deleteWindow(db: Db, actor: Actor, id: string): Promise<void> {
  authorize(actor, 'maintenance.manage');
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(maintenanceWindows).where(eq(maintenanceWindows.id, id)).returning();
    if (!row) throw notFound('Maintenance window');
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'maintenance.cancelled',
      entityType: 'maintenance_window',
      entityId: id,
      before: presentWindow(row),
    });
  });
}

import { lastTwelveMonths, londonToday } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { Db } from '../../db/client.ts';

/** What every dashboard builder is given: who asks, on which UK day, and the 12-month window. */
export interface DashboardContext {
  db: Db;
  actor: Actor;
  now: Date;
  today: string;
  window: { dateFrom: string; dateTo: string };
}

export function dashboardContext(db: Db, actor: Actor, now: Date): DashboardContext {
  const today = londonToday(now);
  return { db, actor, now, today, window: lastTwelveMonths(today) };
}

import { LRUCache } from 'lru-cache';
import type { Actor } from '../../authz/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type HeatmapCellOf, heatmapExposure } from '../off-payroll/portfolio-exposure.ts';

/**
 * The heatmap's money at stake, kept for a minute per person and heatmap layout. It is the one
 * dashboard figure not computed in SQL: each live engagement's exposure is worked out tax year by
 * tax year in @statera/off-payroll, which for a 20k group's 18,600 live engagements costs seconds of
 * CPU. Kept for a minute, and computed once while several requests wait for it (single flight), a
 * busy dashboard pays it once a minute instead of on every load; the figure is an estimate of money
 * at stake, for which a minute's delay changes nothing (docs/decisions/performance.md).
 */
const TTL_MS = 60_000;

interface Context {
  db: DbOrTx;
  actor: Actor;
  companyIds: string[];
  cellOf: HeatmapCellOf;
}

const cache = new LRUCache<string, Map<string, number>, Context>({
  max: 500,
  ttl: TTL_MS,
  fetchMethod: (_key, _stale, { context }) =>
    heatmapExposure(context.db, context.actor, context.companyIds, context.cellOf),
});

export async function cachedHeatmapExposure(
  db: DbOrTx,
  actor: Actor,
  companyIds: string[],
  layout: string,
  cellOf: HeatmapCellOf,
): Promise<Map<string, number>> {
  const key = `${actor.id}|${layout}|${[...companyIds].sort().join(',')}`;
  const value = await cache.fetch(key, { context: { db, actor, companyIds, cellOf } });
  return value ?? new Map();
}

/** Forgets every kept figure (tests that change engagements between two reads of a dashboard). */
export function forgetHeatmapExposures(): void {
  cache.clear();
}

import type { RiskSettings } from './types.ts';

export type RiskLevel = 'low' | 'medium' | 'high';
const RANK: Record<RiskLevel, number> = { low: 0, medium: 1, high: 2 };

/** The higher of two bands. */
export const maxRisk = (a: RiskLevel, b: RiskLevel): RiskLevel => (RANK[a] >= RANK[b] ? a : b);

/**
 * Risk of challenge from the gap between the two percentages alone, with the holding's
 * thresholds: difference ≤ high threshold → high, ≤ medium → medium. A gap within the override
 * margin is a near-tie ("borderline — review") and is high whatever the thresholds say.
 */
export function riskLevel(employed: number, selfEmployed: number, s: RiskSettings): RiskLevel {
  const diff = Math.abs(employed - selfEmployed);
  if (diff <= Math.max(s.highRiskThreshold, s.riskMargin)) return 'high';
  if (diff <= s.mediumRiskThreshold) return 'medium';
  return 'low';
}

import type { RiskSettings } from './types.ts';

/**
 * Risk of challenge from the holding settings: the closer the two percentages,
 * the likelier HMRC disputes the call. Difference ≤ high threshold → high, ≤ medium → medium.
 */
export function riskLevel(employed: number, selfEmployed: number, s: RiskSettings): 'low' | 'medium' | 'high' {
  const diff = Math.abs(employed - selfEmployed);
  if (diff <= s.highRiskThreshold) return 'high';
  if (diff <= s.mediumRiskThreshold) return 'medium';
  return 'low';
}

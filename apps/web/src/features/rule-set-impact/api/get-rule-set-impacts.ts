import type { TRuleSetImpactReport, TRuleSetImpactRuns } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/ruleset-impacts: the reports, newest first (provider staff and group admins). */
export const getRuleSetImpacts = (signal?: AbortSignal) =>
  api.get<TRuleSetImpactRuns>('/api/ruleset-impacts', undefined, signal);

export const useRuleSetImpacts = () =>
  useQuery({ queryKey: queryKeys.ruleSetImpacts.all, queryFn: ({ signal }) => getRuleSetImpacts(signal) });

/** GET /api/ruleset-impacts/{id}: one report, the caller's part of it, grouped by client. */
export const getRuleSetImpact = (id: string, signal?: AbortSignal) =>
  api.get<TRuleSetImpactReport>(`/api/ruleset-impacts/${encodeURIComponent(id)}`, undefined, signal);

export const useRuleSetImpact = (id: string) =>
  useQuery({ queryKey: queryKeys.ruleSetImpacts.detail(id), queryFn: ({ signal }) => getRuleSetImpact(id, signal) });

import type { TEmailChangelogList } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/email-changelogs?engagementId=: the addresses corrected on the engagement's emails. */
export const getEmailChangelogs = (engagementId: string, signal?: AbortSignal) =>
  api.get<TEmailChangelogList>('/api/email-changelogs', { engagementId }, signal);

export const useEmailChangelogs = (engagementId: string) =>
  useQuery({
    queryKey: queryKeys.engagements.emailChangelogs(engagementId),
    queryFn: ({ signal }) => getEmailChangelogs(engagementId, signal),
  });

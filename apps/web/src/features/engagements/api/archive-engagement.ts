import type { TArchiveEngagement, TEngagement } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useEngagementAction } from '../hooks/use-engagement-action.ts';

/** PUT /api/engagements/{id}/archive with the reason. */
export const archiveEngagement = (id: string, body: TArchiveEngagement) =>
  api.put<TEngagement>(`/api/engagements/${encodeURIComponent(id)}/archive`, body);

export const useArchiveEngagement = (id: string) =>
  useEngagementAction(id, (body: TArchiveEngagement) => archiveEngagement(id, body));

import type { TEngagement, TRestoreEngagement } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useEngagementAction } from '../hooks/use-engagement-action.ts';

/** PUT /api/engagements/{id}/restore, optionally with new dates and a new assessment. */
export const restoreEngagement = (id: string, body: Partial<TRestoreEngagement>) =>
  api.put<TEngagement>(`/api/engagements/${encodeURIComponent(id)}/restore`, body);

export const useRestoreEngagement = (id: string) =>
  useEngagementAction(id, (body: Partial<TRestoreEngagement>) => restoreEngagement(id, body));

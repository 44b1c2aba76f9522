import type { TEngagement, TUpdateEngagement } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useEngagementAction } from '../hooks/use-engagement-action.ts';

/** PUT /api/engagements/{id}: department, service, value, agency, reference. */
export const updateEngagement = (id: string, body: TUpdateEngagement) =>
  api.put<TEngagement>(`/api/engagements/${encodeURIComponent(id)}`, body);

export const useUpdateEngagement = (id: string) =>
  useEngagementAction(id, (body: TUpdateEngagement) => updateEngagement(id, body));

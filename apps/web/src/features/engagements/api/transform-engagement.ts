import type { TEngagement, TTransformEngagement } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useEngagementAction } from '../hooks/use-engagement-action.ts';

/** PUT /api/engagements/{id}/transform: a test engagement becomes a normal one. */
export const transformEngagement = (id: string, body: TTransformEngagement) =>
  api.put<TEngagement>(`/api/engagements/${encodeURIComponent(id)}/transform`, body);

export const useTransformEngagement = (id: string) =>
  useEngagementAction(id, (body: TTransformEngagement) => transformEngagement(id, body));

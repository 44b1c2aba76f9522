import type { TChangeEngagementDates, TEngagement } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useEngagementAction } from '../hooks/use-engagement-action.ts';

/** PUT /api/engagements/{id}/dates: extend (in-date only) or shorten; optionally a new assessment. */
export const changeEngagementDates = (id: string, body: TChangeEngagementDates) =>
  api.put<TEngagement>(`/api/engagements/${encodeURIComponent(id)}/dates`, body);

export const useChangeEngagementDates = (id: string) =>
  useEngagementAction(id, (body: TChangeEngagementDates) => changeEngagementDates(id, body));

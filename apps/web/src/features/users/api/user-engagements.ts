import type { TEngagementPage, TEngagementSeat, TSwapUserEngagements } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { userPath } from '../../../resources/paths.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** The most engagements the swap screen lists at once (the server's largest page). */
export const SEAT_SWAP_ROWS = 500;

/**
 * GET /api/users/{id}/engagements?role=&openOnly=true: the open engagements where the person holds
 * the seat, which a swap would move.
 */
export const getUserEngagements = (id: string, role: TEngagementSeat, signal?: AbortSignal) =>
  api.get<TEngagementPage>(
    userPath(id, '/engagements'),
    { role, openOnly: true, rows: SEAT_SWAP_ROWS, sort: 'contractDateEnd|asc' },
    signal,
  );

export const useUserEngagements = (id: string, role: TEngagementSeat) =>
  useQuery({
    queryKey: queryKeys.users.engagements(id, role),
    queryFn: ({ signal }) => getUserEngagements(id, role, signal),
  });

/** PUT /api/users/{id}/engagements?role=: the seat passes to emailToSwap on all or the chosen engagements. */
export const swapUserEngagements = (id: string, role: TEngagementSeat, body: TSwapUserEngagements) =>
  api.put<{ swapped: number }>(userPath(id, '/engagements'), body, { query: { role } });

export const useSwapUserEngagements = (id: string) =>
  useInvalidatingMutation(
    (v: { role: TEngagementSeat; body: TSwapUserEngagements }) => swapUserEngagements(id, v.role, v.body),
    [queryKeys.users.detail(id), queryKeys.engagements.all],
  );

import { ERROR_KEYS, type TUserListItem } from '@statera/shared';
import { ApiError } from '../../../lib/api-error.ts';

export interface HeldSeatsConflict {
  /** The selected people the server named. */
  people: TUserListItem[];
  /** Ids the server named that match no selected row (shown as they came). */
  others: string[];
}

/**
 * Reads the 409 errors.usersHaveAssignedRoles of a bulk archive: `errors` is keyed by the ids of
 * the people who still hold seats. Any other failure is not such a conflict (null).
 */
export function heldSeatsConflict(error: unknown, selected: readonly TUserListItem[]): HeldSeatsConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (error.error_key !== ERROR_KEYS.usersHaveAssignedRoles) return null;
  const ids = Object.keys(error.errors);
  if (ids.length === 0) return null;
  return {
    people: selected.filter((u) => ids.includes(u.id)),
    others: ids.filter((id) => !selected.some((u) => u.id === id)),
  };
}

import { canTransition, ERROR_KEYS, type TTransitionTable } from '@statera/shared';
import { AppError } from './app-error.ts';

const words = (s: string) => s.replaceAll('_', ' ');

/**
 * Refuses (409 errors.invalidStateTransition) a status change the shared table does not list:
 * `action` from `from`, to `to` when the caller already knows the target.
 */
export function assertTransition<S extends string, A extends string>(
  table: TTransitionTable<S, A>,
  record: string,
  from: S,
  action: A,
  to?: S,
  message = `Cannot ${words(action)} a ${record} that is ${words(from)}.`,
): void {
  if (!canTransition(table, from, action, to)) throw new AppError(409, ERROR_KEYS.invalidTransition, message);
}

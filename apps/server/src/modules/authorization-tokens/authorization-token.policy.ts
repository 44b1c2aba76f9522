import type { Actor } from '../../authz/actor.ts';

/** Password confirmation before a sensitive change (spec §6). */
export const authorizationTokenPolicy = {
  /** Provider admins skip the password re-confirmation; everyone else presents a fresh token. */
  skipConfirmation: (actor: Actor): boolean => actor.role === 'provider_admin',
};

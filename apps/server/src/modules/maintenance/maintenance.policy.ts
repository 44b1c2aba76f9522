import type { Actor } from '../../authz/actor.ts';

/**
 * Maintenance windows: planned, listed and cancelled by provider admins, who also keep working during
 * one. A platform rule, not a grantable permission: the catalogue (shown on the permissions panel)
 * has no entry for it.
 */
export const maintenancePolicy = {
  manage: (actor: Actor): boolean => actor.role === 'provider_admin',
  /** Who is let through while a window is in progress (those who do the maintenance). */
  workDuringWindow: (actor: Actor | null): boolean => actor?.role === 'provider_admin',
};

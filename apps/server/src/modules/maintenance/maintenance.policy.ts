import { type Actor, can } from '../../authz/actor.ts';

/** Maintenance windows: planned, listed and cancelled by provider admins, who also keep working during one. */
export const maintenancePolicy = {
  manage: (actor: Actor): boolean => can(actor, 'maintenance.manage'),
  /** Who is let through while a window is in progress (those who do the maintenance). */
  workDuringWindow: (actor: Actor | null): boolean => actor !== null && can(actor, 'maintenance.manage'),
};

import { isProviderRole } from '@statera/shared';
import { type Actor, can } from '../../authz/actor.ts';

/** New clients are created by provider staff (spec §6). */
export const mayCreateClient = (actor: Actor): boolean => isProviderRole(actor.role);

/** Subsidiaries: provider staff managing the client, and the client's admin (not a subsidiary's admin). */
export const mayCreateSubsidiary = (actor: Actor): boolean => can(actor, 'subsidiaries.manage');

/** Only a provider admin chooses another manager; a provider user manages the clients they create. */
export const mayChooseManager = (actor: Actor): boolean => can(actor, 'clients.manage');

export const clientCreationPolicy = {
  createClient: mayCreateClient,
  createSubsidiary: mayCreateSubsidiary,
  chooseManager: mayChooseManager,
};

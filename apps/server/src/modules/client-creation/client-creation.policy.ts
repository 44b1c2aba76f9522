import type { TUserRole } from '@statera/shared';
import { type Actor, PROVIDER_ROLES } from '../../authz/actor.ts';

/** New clients are created by provider staff (spec §6). */
export const mayCreateClient = (actor: Actor): boolean => PROVIDER_ROLES.includes(actor.role);

/** Subsidiaries: provider staff managing the client, and the client's admin (not a subsidiary's admin). */
const SUBSIDIARY_CREATORS: readonly TUserRole[] = [...PROVIDER_ROLES, 'client_admin'];
export const mayCreateSubsidiary = (actor: Actor): boolean => SUBSIDIARY_CREATORS.includes(actor.role);

/** Only a provider admin chooses another manager; a provider user manages the clients they create. */
export const mayChooseManager = (actor: Actor): boolean => actor.role === 'provider_admin';

import { type Actor, can, managesCompany } from '../../authz/actor.ts';

/**
 * Who may import what (docs/decisions/csv-import.md): the blocked permission `csv.import` (a group
 * may take it away from its people) and the permission the single create of the records asks.
 * Which company is the actor's is the tenancy lookup's answer (404), as for one record.
 */
const mayImport = (actor: Actor) => actor.role !== 'api_user' && can(actor, 'csv.import');

export const csvImportPolicy = {
  /** An import is seen by whoever started it and by those who manage its company (clients: provider admins). */
  visible: (actor: Actor, imp: { createdById: string; companyId: string | null }) =>
    imp.createdById === actor.id ||
    (imp.companyId !== null ? managesCompany(actor, imp.companyId) : can(actor, 'clients.manage')),
  /** Engagements, with their entities, agencies and invited seats: those who log engagements. */
  importEngagements: (actor: Actor) => mayImport(actor) && can(actor, 'engagements.manage'),
  /** People of a company: those who invite them. */
  importUsers: (actor: Actor) => mayImport(actor) && can(actor, 'users.manage'),
  /** Subsidiaries of a client: those who create one (provider staff, the client's admin). */
  importSubsidiaries: (actor: Actor) => mayImport(actor) && can(actor, 'subsidiaries.manage'),
  /** Clients: provider admins (spec §7 "clients (provider admin)"). */
  importClients: (actor: Actor) => mayImport(actor) && can(actor, 'clients.manage'),
  /** Follow, cancel: an import one may see, while one may still import. */
  follow: (actor: Actor) => mayImport(actor),
};

export const IMPORT_ABILITY = {
  engagements: 'csvImport.importEngagements',
  users: 'csvImport.importUsers',
  subsidiaries: 'csvImport.importSubsidiaries',
  clients: 'csvImport.importClients',
} as const;

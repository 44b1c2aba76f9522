import type { TAgency, TAgencyListItem } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { agencyAbilities } from './agency.policy.ts';
import type { AgencyRow } from './agency.repository.ts';

export function presentAgencyListItem(row: AgencyRow): TAgencyListItem {
  const a = row.agency;
  return {
    id: a.id,
    name: a.name,
    number: a.number,
    email: a.email,
    contactName: a.contactName,
    mainCompanyId: a.mainCompanyId,
    mainCompany: { id: a.mainCompanyId, name: row.mainCompanyName },
    activeEngagementCount: row.activeEngagementCount,
    activeTestEngagementCount: row.activeTestEngagementCount,
    archivedEngagementCount: row.archivedEngagementCount,
    dateCreated: new Date(a.createdAt).toISOString(),
    dateModified: new Date(a.updatedAt).toISOString(),
  };
}

export function presentAgency(row: AgencyRow, actor: Actor): TAgency {
  return Object.assign(presentAgencyListItem(row), { abilities: agencyAbilities(actor, row.agency) });
}

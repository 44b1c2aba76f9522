import type { TEngagedEntityDetail, TEngagedEntityListItem, TEngagedIndividualDetail } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { engagedEntityAbilities } from './engaged-entity.policy.ts';
import type { EngagedEntityRecord, EngagedEntityRow, EngagedIndividualRecord } from './engaged-entity.repository.ts';

const iso = (d: Date | string) => (typeof d === 'string' ? new Date(d).toISOString() : d.toISOString());

export function presentEngagedEntityListItem(row: EngagedEntityRow): TEngagedEntityListItem {
  const e = row.entity;
  return {
    id: e.id,
    name: e.name,
    number: e.number,
    type: e.type,
    status: e.status,
    mainCompany: { id: e.mainCompanyId, name: row.mainCompanyName },
    engagementCount: row.engagementCount,
    activeEngagementCount: row.activeEngagementCount,
    engagedIndividuals: row.individuals,
    dateCreated: iso(e.createdAt),
    dateModified: iso(e.updatedAt),
  };
}

export function presentEngagedEntity(row: EngagedEntityRow, actor: Actor): TEngagedEntityDetail {
  return {
    ...presentEngagedEntityListItem(row),
    dateArchived: row.entity.archivedAt ? iso(row.entity.archivedAt) : null,
    abilities: engagedEntityAbilities(actor, row.entity),
  };
}

export function presentEngagedIndividual(
  row: { individual: EngagedIndividualRecord; entity: EngagedEntityRecord; engagementCount: number },
  actor: Actor,
): TEngagedIndividualDetail {
  const abilities = engagedEntityAbilities(actor, row.entity);
  return {
    id: row.individual.id,
    name: row.individual.name,
    email: row.individual.email,
    engagementCount: row.engagementCount,
    engagedEntity: { id: row.entity.id, name: row.entity.name, type: row.entity.type, status: row.entity.status },
    abilities: { edit: abilities.editIndividual ?? false, updateEmail: abilities.editIndividual ?? false },
  };
}

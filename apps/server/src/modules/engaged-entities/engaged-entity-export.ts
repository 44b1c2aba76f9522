import type { TEngagedEntityListItem, TEngagedEntityListQuery } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { Db } from '../../db/client.ts';
import type { XlsxColumn } from '../../lib/xlsx.ts';
import { humanize } from '../exports/humanize.ts';
import { createExport, type ExportFile, pagedRows } from '../exports/list-export.ts';
import { listUserEngagedEntities } from './engaged-entity.service.ts';

const COLUMNS: readonly XlsxColumn<TEngagedEntityListItem>[] = [
  { header: 'Name', value: (e) => e.name },
  { header: 'Number', value: (e) => e.number },
  { header: 'Type', value: (e) => humanize(e.type) },
  { header: 'Status', value: (e) => humanize(e.status) },
  { header: 'Client', value: (e) => e.mainCompany.name },
  { header: 'Engaged individuals', value: (e) => e.engagedIndividuals.map((i) => i.name).join('; ') },
  { header: 'Engagements', type: 'integer', value: (e) => e.engagementCount },
  { header: 'Active engagements', type: 'integer', value: (e) => e.activeEngagementCount },
  { header: 'Date created', type: 'date', value: (e) => e.dateCreated },
  { header: 'Date modified', type: 'date', value: (e) => e.dateModified },
];

/**
 * GET users/{userId}/engaged-entities?format=xls (spec §7): the list as filtered and sorted, in the
 * list's own scope (engaged_entities.xlsx; docs/decisions/exports.md).
 */
export async function exportUserEngagedEntities(
  db: Db,
  actor: Actor,
  userId: string,
  q: TEngagedEntityListQuery,
): Promise<ExportFile> {
  const { rows, truncated } = await pagedRows((page, size) =>
    listUserEngagedEntities(db, actor, userId, { ...q, page, rows: size }),
  );
  return createExport(db, actor, { kind: 'engaged_entities', fileName: 'engaged_entities.xlsx', query: q, truncated }, [
    { name: 'Engaged entities', columns: COLUMNS, rows },
  ]);
}

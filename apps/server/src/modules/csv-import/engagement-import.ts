import { ZCsvEngagementRow } from '@statera/shared';
import { lockAgenciesOfGroup } from '../agencies/agency-batch.ts';
import { lockEntitiesOfGroup } from '../engaged-entities/engaged-entity-batch.ts';
import { engagementWrites } from './engagement-import-apply.ts';
import { type EngagementCheckState, engagementChecks } from './engagement-import-check.ts';
import type { Importer } from './importer.ts';

/** Engagements with their engaged entities, individuals, agencies and seats (POST engagements-csv). */
export const engagementImporter: Importer<typeof ZCsvEngagementRow, EngagementCheckState> = {
  entity: 'engagements',
  schema: ZCsvEngagementRow,
  // The locks the single creates of entities and agencies take: names stay unique in the group.
  async lock(tx, ctx) {
    await lockEntitiesOfGroup(tx, ctx.company!.rootId);
    await lockAgenciesOfGroup(tx, ctx.company!.rootId);
  },
  checks: engagementChecks,
  writes: engagementWrites,
};

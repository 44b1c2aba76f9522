import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { engagedEntities, engagedIndividuals, engagements } from '../db/schema/index.ts';

/**
 * The joins that name an engagement's worker and entity (`engagedIndividuals.name`,
 * `engagedEntities.name`) once `engagements` is in the query — for a list entry's title.
 */
export const engagedNameJoins = (): { table: typeof engagedIndividuals | typeof engagedEntities; on: SQL }[] => [
  { table: engagedIndividuals, on: eq(engagedIndividuals.id, engagements.engagedIndividualId) },
  { table: engagedEntities, on: eq(engagedEntities.id, engagements.engagedEntityId) },
];

/** `engagedNameJoins` with the engagement itself, reached from `engagementId` (a row's engagement). */
export const engagementNameJoins = (engagementId: AnyPgColumn) => [
  { table: engagements, on: eq(engagements.id, engagementId) },
  ...engagedNameJoins(),
];

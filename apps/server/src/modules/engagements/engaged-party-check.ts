import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { engagedEntities, engagedIndividuals } from '../../db/schema/index.ts';

/**
 * The engaged entity and individual an engagement names, checked within the client group `rootId`
 * (create and transform): field errors added to `errors` for an entity outside the group and for an
 * individual that is not the entity's.
 */
export async function checkEngagedParty(
  tx: Tx,
  rootId: string,
  input: { engagedEntityId: string; engagedIndividualId: string },
  errors: Record<string, string[]>,
): Promise<void> {
  const [entity] = await tx
    .select({ id: engagedEntities.id })
    .from(engagedEntities)
    .where(and(eq(engagedEntities.id, input.engagedEntityId), eq(engagedEntities.mainCompanyId, rootId)));
  if (!entity) errors.engagedEntityId = ['errors.invalidEngagedEntity'];
  // An individual of the entity just found in the group (none without it).
  const [individual] = entity
    ? await tx
        .select({ id: engagedIndividuals.id })
        .from(engagedIndividuals)
        .where(
          and(eq(engagedIndividuals.id, input.engagedIndividualId), eq(engagedIndividuals.engagedEntityId, entity.id)),
        )
    : [];
  if (!entity || !individual) errors.engagedIndividualId = ['errors.invalidEngagedIndividual'];
}

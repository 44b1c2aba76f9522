import type { TCreateEngagement } from '@statera/shared';
import { eq } from 'drizzle-orm';
import { loadActor } from '../../src/authz/actor.ts';
import type { Db } from '../../src/db/client.ts';
import { assessments } from '../../src/db/schema/index.ts';
import { createEngagement } from '../../src/modules/engagements/create-engagement.ts';
import type { Tenant } from './tenant.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export function engagementInput(t: Tenant, over: Partial<TCreateEngagement> = {}): TCreateEngagement {
  return {
    companyId: t.company.id,
    engagedEntityId: t.entity.id,
    engagedIndividualId: t.individual.id,
    departmentId: t.department.id,
    agencyId: t.agency.id,
    contractStart: day(10),
    contractEnd: day(200),
    contractValue: 48_500.5,
    serviceProvided: 'Payments platform delivery',
    specialistEmail: t.specialist.email,
    approverEmail: t.approver.email,
    type: 'normal',
    ...over,
  };
}

/** An engagement created through the service as the tenant's client admin, with its assessment id. */
export async function buildEngagement(db: Db, t: Tenant, over: Partial<TCreateEngagement> = {}) {
  const actor = (await loadActor(db, t.clientAdmin.id))!;
  const id = await createEngagement(db, actor, engagementInput(t, over));
  const [a] = await db.select().from(assessments).where(eq(assessments.engagementId, id));
  return { id, assessmentId: a!.id };
}

import { eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { companies, companyFeatures } from '../../db/schema/index.ts';
import { countOf, totals } from '../../lib/aggregate.ts';
import { enabledSql, expiringSql, featureScope } from './feature.repository.ts';

/**
 * The features enabled today and those ending within 30 days without renewal, in the actor's reach
 * (lib/aggregate.ts): the subscription list's `enabled` and `expiring` totals.
 */
export const featureFigures = (actor: Actor, today: string) =>
  totals({
    from: companyFeatures,
    joins: [{ table: companies, on: eq(companies.id, companyFeatures.companyId) }],
    scope: featureScope(actor),
    where: [isNull(companies.deletedAt)],
    measures: { enabled: countOf(enabledSql(today)), expiring: countOf(expiringSql(today)) },
  });

/** The features enabled today for one client group (its top company's subscriptions). */
export const groupFeatureFigures = (rootCompanyId: string, today: string) =>
  totals({
    from: companyFeatures,
    scope: eq(companyFeatures.companyId, rootCompanyId),
    measures: { enabled: countOf(enabledSql(today)) },
  });

import type { TCompanyFeature } from '@statera/shared';
import { avatarUrl } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { mayManageFeatures } from './feature.policy.ts';
import type { FeatureListRow } from './feature.repository.ts';

/** Whether a subscription is enabled on `today` (YYYY-MM-DD): active and its end not passed. */
export const isEnabledOn = (f: { status: string; dateEnd: string | null }, today: string) =>
  f.status === 'active' && (f.dateEnd === null || f.dateEnd >= today);

/** A feature row with what the actor may do with it. */
export function presentFeature(actor: Actor, r: FeatureListRow, today: string): TCompanyFeature {
  const f = r.feature;
  const manage = mayManageFeatures(actor, r.company);
  const enabled = isEnabledOn(f, today);
  return {
    id: f.id,
    company: { id: r.company.id, name: r.company.name },
    name: f.name,
    status: f.status,
    enabled,
    dateStart: f.dateStart,
    dateEnd: f.dateEnd,
    autoRenewal: f.autoRenewal,
    activatedBy: r.activatedBy?.id
      ? {
          id: r.activatedBy.id,
          name: `${r.activatedBy.firstName} ${r.activatedBy.lastName}`.trim(),
          email: r.activatedBy.email,
          position: r.activatedBy.position,
          avatar: avatarUrl(r.activatedBy),
        }
      : null,
    dateEnded: f.endedAt?.toISOString() ?? null,
    dateModified: f.updatedAt.toISOString(),
    abilities: {
      activate: manage && !enabled,
      extend: manage && f.status === 'active' && f.dateEnd !== null,
      deactivate: manage && f.status === 'active',
      changeAutoRenewal: manage && f.status === 'active' && f.dateEnd !== null,
    },
  };
}

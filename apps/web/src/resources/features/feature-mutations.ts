import type { TCompanyFeature, TFeatureName } from '@statera/shared';
import { api } from '../../lib/api-client.ts';
import { useInvalidatingMutation } from '../mutation.ts';
import { companyPath } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';

export interface FeatureRef {
  companyId: string;
  name: TFeatureName;
}

const featurePath = (f: FeatureRef, suffix = '') => companyPath(f.companyId, `/features/${f.name}${suffix}`);

/** POST /api/companies/{id}/features/{name} {autoRenewal}: activate for 12 months. */
export const activateFeature = (f: FeatureRef & { autoRenewal: boolean }) =>
  api.post<TCompanyFeature>(featurePath(f), { autoRenewal: f.autoRenewal });

/** PUT /api/companies/{id}/features/{name} {extend?, autoRenewal?}: extend 12 months, change auto renewal. */
export const updateFeature = (f: FeatureRef & { extend?: boolean; autoRenewal?: boolean }) =>
  api.put<TCompanyFeature>(featurePath(f), { extend: f.extend, autoRenewal: f.autoRenewal });

/** PUT /api/companies/{id}/features/{name}/deactivate: end it now. */
export const deactivateFeature = (f: FeatureRef) => api.put<TCompanyFeature>(featurePath(f, '/deactivate'));

/** The subscription actions; every feature list, the counts and the users' abilities reload after them. */
export function useFeatureMutations() {
  const keys = [queryKeys.features.all, queryKeys.users.all, ['appeal-management'] as const];
  return {
    activate: useInvalidatingMutation(activateFeature, keys),
    update: useInvalidatingMutation(updateFeature, keys),
    deactivate: useInvalidatingMutation(deactivateFeature, keys),
  };
}

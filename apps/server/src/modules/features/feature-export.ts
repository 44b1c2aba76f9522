import {
  LABELS_EN,
  type TCompanyFeature,
  type TCompanyFeatureListQuery,
  type TFeatureListQuery,
} from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { Db } from '../../db/client.ts';
import type { XlsxColumn } from '../../lib/xlsx.ts';
import { createExport, type ExportFile, pagedRows } from '../exports/list-export.ts';
import { listCompanyFeatures, listFeatures } from './feature.service.ts';

const FEATURE_COLUMNS: readonly XlsxColumn<TCompanyFeature>[] = [
  { header: 'Client', value: (f) => f.company.name },
  { header: 'Feature', value: (f) => LABELS_EN.subscriptions.names[f.name] },
  { header: 'Status', value: (f) => LABELS_EN.subscriptions.status[f.status] },
  { header: 'Enabled', value: (f) => (f.enabled ? 'Yes' : 'No') },
  { header: 'Start', type: 'date', value: (f) => f.dateStart },
  { header: 'End', type: 'date', value: (f) => f.dateEnd },
  { header: 'Auto renewal', value: (f) => (f.autoRenewal ? 'Yes' : 'No') },
  { header: 'Activated by', value: (f) => f.activatedBy?.name },
  { header: 'Activated by email', value: (f) => f.activatedBy?.email },
  { header: 'Ended at', type: 'date', value: (f) => f.dateEnded },
];

/** GET /features?format=xls: the subscriptions list as filtered and sorted (subscriptions.xlsx). */
export async function exportFeatures(db: Db, actor: Actor, q: TFeatureListQuery): Promise<ExportFile> {
  const { rows, truncated } = await pagedRows((page, size) => listFeatures(db, actor, { ...q, page, rows: size }));
  return createExport(db, actor, { kind: 'subscriptions', fileName: 'subscriptions.xlsx', query: q, truncated }, [
    { name: 'Subscriptions', columns: FEATURE_COLUMNS, rows },
  ]);
}

/** GET /companies/{id}/features?format=xls: one group's features (features.xlsx). */
export async function exportCompanyFeatures(
  db: Db,
  actor: Actor,
  companyId: string,
  q: TCompanyFeatureListQuery,
): Promise<ExportFile> {
  const { rows, truncated } = await pagedRows((page, size) =>
    listCompanyFeatures(db, actor, companyId, { ...q, page, rows: size }),
  );
  return createExport(
    db,
    actor,
    { kind: 'company_features', fileName: 'features.xlsx', query: q, companyId, truncated },
    [{ name: 'Features', columns: FEATURE_COLUMNS, rows }],
  );
}

import { CSV_COLUMNS, isoToCsvDate, type TCsvDelimiter, type TCsvEntity } from '@statera/shared';
import { csvLine } from '../../src/modules/csv-import/demo-files.ts';
import { runImport } from '../../src/modules/csv-import/run-import.ts';
import { injectAs } from '../helpers/inject.ts';
import { multipart } from '../helpers/multipart.ts';
import type { TestContext } from '../helpers/test-app.ts';
import type { Tenant } from './tenant.ts';

let n = 0;
const uid = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
export const csvDay = (offset: number) =>
  isoToCsvDate(new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10));

/** A row of an engagements file that imports cleanly into the tenant's top company. */
export function engagementRow(t: Tenant, over: Record<string, string> = {}): Record<string, string> {
  const id = uid();
  return {
    engagedIndividualName: `Worker ${id}`,
    engagedIndividualEmail: `worker.${id}@contractor.test`,
    engagedIndividualRole: 'Developer',
    type: 'Company',
    companyName: `Contractor ${id} Ltd`,
    companyNumber: `N${id}`,
    contractStart: csvDay(10),
    contractEnd: csvDay(200),
    contractValue: '48500.50',
    serviceProvided: 'Platform delivery',
    specialistEmail: t.specialist.email,
    approverEmail: t.approver.email,
    department: '',
    agencyName: '',
    agencyNumber: '',
    agencyContactName: '',
    agencyEmail: '',
    yourReference: '',
    ...over,
  };
}

/** A file of the entity's columns (demo headers) and the rows, in the delimiter. */
export function csvFile(entity: TCsvEntity, rows: Record<string, string>[], delimiter: TCsvDelimiter = 'comma') {
  const columns = CSV_COLUMNS[entity];
  return [
    csvLine(
      columns.map((c) => c.header),
      delimiter,
    ),
    ...rows.map((r) =>
      csvLine(
        columns.map((c) => r[c.field] ?? ''),
        delimiter,
      ),
    ),
  ].join('\r\n');
}

/** POST {entity}-csv with the file and fields, as the user. */
export function parseCsv(
  ctx: TestContext,
  user: { id: string } | null,
  entity: TCsvEntity,
  file: string | Buffer,
  fields: Record<string, string> = {},
  name = 'import.csv',
) {
  const body = multipart([
    { name: 'file', filename: name, contentType: 'text/csv', data: file },
    ...Object.entries(fields).map(([k, v]) => ({ name: k, data: v })),
  ]);
  return injectAs(ctx, user, {
    method: 'POST',
    url: `/api/${entity}-csv`,
    payload: body.payload,
    headers: body.headers,
  });
}

/** POST csv/{key}/{entity} as the user. */
export const processCsv = (
  ctx: TestContext,
  user: { id: string } | null,
  entity: TCsvEntity,
  key: string,
  body: object = {},
) => injectAs(ctx, user, { method: 'POST', url: `/api/csv/${key}/${entity}`, payload: body });

/** The import job's work for a key, as a worker runs it (PGlite: one connection). */
export const runImportJob = (ctx: TestContext, key: string) =>
  runImport(
    {
      db: ctx.app.db,
      storage: ctx.app.storage,
      publicUrl: 'http://statera.test',
      sharedConnection: ctx.database.kind === 'pglite',
    },
    key,
    new Date(),
  );

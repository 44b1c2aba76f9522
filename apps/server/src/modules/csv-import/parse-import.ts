import { createHash } from 'node:crypto';
import {
  CSV_IMPORT_LIMITS,
  type TCsvEntity,
  type TCsvParseFields,
  type TCsvPreview,
  ZCsvParseFields,
} from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type FileStorage, newFileKey } from '../../lib/storage/storage.ts';
import type { AcceptedUpload, UploadRules } from '../../lib/uploads.ts';
import { IMPORT_ABILITY } from './csv-import.policy.ts';
import { insertImport } from './csv-import.repository.ts';
import { importTarget } from './import-target.ts';
import { IMPORTERS } from './importers.ts';
import { validateFile } from './validate-file.ts';

/** A parse call's form: one CSV or .xlsx file (recognised by its bytes) and the text fields of ZCsvParseFields. */
export const CSV_UPLOAD_RULES: UploadRules = {
  maxBytes: CSV_IMPORT_LIMITS.maxBytes,
  maxFiles: 1,
  types: ['csv', 'xlsx'],
  textFields: ['delimiter', 'companyId', 'parentId', 'agencyId', 'invite', 'duplicate'],
};

/** The form fields of a parse call, checked like a body (400 per field). */
export function parseFields(fields: Record<string, string>): TCsvParseFields {
  const result = ZCsvParseFields.safeParse(fields);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw new AppError(400, 'errors.validationFailed', 'Some fields are not valid.', errors);
}

/**
 * The parse stage (POST engagements-csv, users-csv, clients-csv, subsidiaries-csv): the file read
 * and every row checked with the rules the process will run, nothing written but the file (through
 * the storage) and its import row, whose id is the key of the process call. The key expires.
 */
export async function parseImport(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  entity: TCsvEntity,
  readUpload: (rules: UploadRules) => Promise<AcceptedUpload>,
  publicUrl: string,
): Promise<TCsvPreview> {
  // Who may import is known before a byte of the file is read.
  authorize(actor, IMPORT_ABILITY[entity]);
  const accepted = await readUpload(CSV_UPLOAD_RULES);
  const upload = accepted.files[0]!;
  const fields = parseFields(accepted.fields);
  const company = await importTarget(db, actor, entity, fields);
  const now = new Date();
  const type = upload.type === 'xlsx' ? 'xlsx' : 'csv';
  const importer = IMPORTERS[entity];
  const ctx = {
    actor,
    company,
    options: { invite: fields.invite, duplicate: fields.duplicate, agencyId: fields.agencyId ?? null },
    importId: '',
    now,
    publicUrl,
    progress: async () => {},
  };
  const checked = await validateFile(db, ctx, importer, { data: upload.data, type }, fields.delimiter);
  const key = newFileKey('imports', type);
  await storage.put(key, upload.data, upload.mime);
  const expiresAt = new Date(now.getTime() + CSV_IMPORT_LIMITS.keyTtlHours * 3_600_000);
  const row = await insertImport(db, {
    entity,
    companyId: company?.id ?? null,
    createdById: actor.id,
    fileKey: key,
    fileName: upload.name,
    fileType: type,
    fileSha256: createHash('sha256').update(upload.data).digest('hex'),
    delimiter: checked.meta.delimiter,
    encoding: checked.meta.encoding,
    options: { ...fields },
    rowCount: checked.rowCount,
    errorRowCount: checked.errorCount,
    expiresAt,
  }).catch(async (error) => {
    await storage.delete(key).catch(() => {});
    throw error;
  });
  const preview = checked.preview;
  return {
    key: row.id,
    entity,
    fileName: upload.name,
    fileType: type,
    delimiter: checked.meta.delimiter,
    encoding: checked.meta.encoding,
    columns: checked.meta.columns,
    missingColumns: checked.meta.missingColumns,
    summary: {
      rows: checked.rowCount,
      valid: checked.rowCount - checked.errorCount,
      invalid: checked.errorCount,
    },
    rows: preview.rows,
    rowsTruncated: preview.truncated,
    expiresAt: expiresAt.toISOString(),
  };
}

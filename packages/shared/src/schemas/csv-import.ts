import { z } from 'zod';
import {
  CSV_DELIMITER_NAMES,
  CSV_ENGAGED_ENTITY_TYPES,
  CSV_ENTITIES,
  CSV_IMPORT_LIMITS,
  CSV_IMPORT_STATUSES,
  CSV_USER_ROLES,
  csvDateToIso,
  csvSector,
  type TCsvDelimiter,
} from '../csv-import.ts';
import { ERROR_KEYS } from '../errors.ts';
import { refineRequiredIf, refineRequiredUnless, withCrossFieldRules } from '../validation/cross-field.ts';
import { zEmailAddress, zOptionalString, zRequiredString } from '../validation/fields.ts';
import { ZId } from './common.ts';
import { zCost } from './engagement.ts';

/**
 * The rows of the four imports as zod schemas, built from the same field rules as the single-record
 * forms (spec §5) plus the CSV ones: every value at most 191 characters, dates DD/MM/YYYY, type
 * Company / Sole trader / LLP, sole traders without company name and number. A row is an object of
 * the cells by field (strings, trimmed by the rules); the output is what the create use cases take.
 */
const MAX = CSV_IMPORT_LIMITS.valueMax;
const text = () => zOptionalString({ max: MAX });
const requiredText = () => zRequiredString({ max: MAX });
const email = () => zEmailAddress({ max: MAX });
const requiredEmail = () => zEmailAddress({ required: true, max: MAX });

const csvDate = () =>
  requiredText().transform((v, ctx) => {
    const iso = csvDateToIso(v);
    if (!iso) ctx.addIssue({ code: 'custom', message: ERROR_KEYS.csvDate, input: v });
    return iso ?? v;
  });

/** A label of a fixed list (case-insensitive), as its value; `message` when it is none of them. */
const csvChoice = <V extends string>(choices: Record<string, V>, message: string) => {
  const byKey = new Map(Object.entries(choices).map(([label, value]) => [label.toLowerCase(), value]));
  return requiredText().transform((v, ctx) => {
    const value = byKey.get(v.toLowerCase());
    if (!value) ctx.addIssue({ code: 'custom', message, input: v });
    return (value ?? v) as V;
  });
};

const csvSectorField = () =>
  text().transform((v, ctx) => {
    if (!v) return null;
    const sector = csvSector(v);
    if (!sector) ctx.addIssue({ code: 'custom', message: 'errors.invalidOption', input: v });
    return sector;
  });

const isSoleTrader = (row: { type?: string }) => row.type === 'sole_trader';

export const ZCsvEngagementRow = withCrossFieldRules(
  z.object({
    engagedIndividualName: requiredText(),
    engagedIndividualEmail: email(),
    engagedIndividualRole: text(),
    type: csvChoice(CSV_ENGAGED_ENTITY_TYPES, ERROR_KEYS.csvEntityType),
    companyName: text(),
    companyNumber: text(),
    contractStart: csvDate(),
    contractEnd: csvDate(),
    contractValue: zCost(),
    serviceProvided: requiredText(),
    specialistEmail: requiredEmail(),
    approverEmail: requiredEmail(),
    department: text(),
    agencyName: text(),
    agencyNumber: text(),
    agencyContactName: text(),
    agencyEmail: email(),
    yourReference: text(),
  }),
  // A sole trader is the individual: the row names no company (spec §5).
  refineRequiredIf('companyName', (r) => !isSoleTrader(r)),
  refineRequiredUnless('companyName', (r) => !isSoleTrader(r)),
  refineRequiredUnless('companyNumber', (r) => !isSoleTrader(r)),
  refineRequiredIf('agencyName', (r) => !!(r.agencyNumber || r.agencyContactName || r.agencyEmail)),
);
export type TCsvEngagementRow = z.output<typeof ZCsvEngagementRow>;

export const ZCsvUserRow = z.object({
  email: requiredEmail(),
  firstName: text(),
  lastName: text(),
  role: csvChoice(CSV_USER_ROLES, ERROR_KEYS.csvUserRole),
});
export type TCsvUserRow = z.output<typeof ZCsvUserRow>;

const companyRow = {
  name: zRequiredString({ max: 100 }),
  companyNumber: zRequiredString({ max: 50 }),
  sector: csvSectorField(),
  companyAdminEmail: requiredEmail(),
  appealManagerEmail: email(),
};
export const ZCsvClientRow = z.object({ ...companyRow, gtManagerEmail: email() });
export type TCsvClientRow = z.output<typeof ZCsvClientRow>;
export const ZCsvSubsidiaryRow = z.object(companyRow);
export type TCsvSubsidiaryRow = z.output<typeof ZCsvSubsidiaryRow>;

// ---------------------------------------------------------------------------------------------
// Calls

export const ZCsvEntity = z.enum(CSV_ENTITIES);
export const ZCsvDelimiter = z.enum(CSV_DELIMITER_NAMES as [TCsvDelimiter, ...TCsvDelimiter[]], {
  error: 'errors.invalidOption',
});

/** A form's yes/no as it arrives in multipart text fields or JSON. */
const zFlag = () => z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional();

/** The text fields a parse call takes beside the file (the process call's options, for an exact preview). */
export const ZCsvParseFields = z.object({
  delimiter: ZCsvDelimiter.optional(),
  companyId: ZId.optional(),
  parentId: ZId.optional(),
  agencyId: ZId.optional(),
  invite: zFlag(),
  duplicate: zFlag(),
});
export type TCsvParseFields = z.infer<typeof ZCsvParseFields>;

export const ZCsvKeyParams = z.object({ key: ZId });
export const ZCsvDownloadParams = z.object({ entity: ZCsvEntity });
export const ZCsvDownloadQuery = z.object({ delimiter: ZCsvDelimiter.default('comma') });

/** POST csv/{key}/engagements (spec §7: invite, duplicate, companyId, agencyId). */
export const ZCsvProcessEngagements = z.object({
  invite: z.boolean().optional(),
  duplicate: z.boolean().optional(),
  companyId: ZId.optional(),
  agencyId: ZId.nullable().optional(),
});
/** POST csv/{key}/users: the company chosen at parse time. */
export const ZCsvProcessUsers = z.object({}).strict();
/** POST csv/{key}/clients (spec §7: invite — send each admin's invitation now, or leave it for approval). */
export const ZCsvProcessClients = z.object({ invite: z.boolean().optional() });
/** POST csv/{key}/subsidiaries (spec §7: parentId). */
export const ZCsvProcessSubsidiaries = z.object({ parentId: ZId.optional() });
export type TCsvProcessOptions = z.infer<typeof ZCsvProcessEngagements> &
  z.infer<typeof ZCsvProcessClients> &
  z.infer<typeof ZCsvProcessSubsidiaries>;

/** One row of a file: its line in the file, its cells by field and the errors per field. */
export const ZCsvRow = z.object({
  line: z.number().int(),
  values: z.record(z.string(), z.string()),
  errors: z.record(z.string(), z.array(z.string())),
});
export type TCsvRow = z.infer<typeof ZCsvRow>;

export const ZCsvSummary = z.object({ rows: z.number().int(), valid: z.number().int(), invalid: z.number().int() });

/** The answer of a parse call: nothing is written but the file and its key. */
export const ZCsvPreview = z
  .object({
    key: ZId,
    entity: ZCsvEntity,
    fileName: z.string(),
    fileType: z.enum(['csv', 'xlsx']),
    delimiter: ZCsvDelimiter.nullable(),
    encoding: z.enum(['utf-8', 'windows-1252']).nullable(),
    /** The columns as the file names them, matched to fields (null: a column the import does not know). */
    columns: z.array(z.object({ header: z.string(), field: z.string().nullable() })),
    /** Required fields no column of the file names. */
    missingColumns: z.array(z.string()),
    summary: ZCsvSummary,
    /** Every row while the file has at most 1,000; else the rows with errors first, then the others, up to 1,000 (file order). */
    rows: z.array(ZCsvRow),
    rowsTruncated: z.boolean(),
    expiresAt: z.string(),
  })
  .meta({ id: 'CsvPreview' });
export type TCsvPreview = z.infer<typeof ZCsvPreview>;

/** An import's state: what the progress bar and the result screen show (GET csv/{key}). */
export const ZCsvImport = z
  .object({
    key: ZId,
    entity: ZCsvEntity,
    status: z.enum(CSV_IMPORT_STATUSES),
    fileName: z.string(),
    companyId: ZId.nullable(),
    summary: ZCsvSummary,
    progress: z.object({
      phase: z.enum(['waiting', 'validating', 'writing', 'done']),
      done: z.number(),
      total: z.number(),
    }),
    /** Spec §7: a process that met row errors fails with validationFailed and the rows (first 1,000). */
    validationFailed: z.boolean(),
    errorRows: z.array(ZCsvRow),
    errorRowCount: z.number().int(),
    /** Why a run failed otherwise (an error key). */
    error: z.string().nullable(),
    result: z
      .object({
        created: z.number().int(),
        invited: z.number().int(),
        /** The records made, for the links of the result screen (engagements: the list filtered by the import). */
        ids: z.array(ZId),
      })
      .nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
    expiresAt: z.string(),
  })
  .meta({ id: 'CsvImport' });
export type TCsvImport = z.infer<typeof ZCsvImport>;

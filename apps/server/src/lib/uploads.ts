import type { Multipart } from '@fastify/multipart';
import { ERROR_KEYS, LIMITS } from '@statera/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { detectFileType, FILE_TYPES, type TFileType } from './file-types.ts';

export interface UploadRules {
  /** Largest file, in bytes (413 errors.fileTooBig beyond). */
  maxBytes: number;
  /** Most files in one request (400 errors.tooManyFiles beyond). */
  maxFiles: number;
  /** Types accepted, recognised by their bytes (415 errors.fileExtensionUnsupported otherwise). */
  types: readonly TFileType[];
  /** The form fields that may carry a file; the first is required. Default: `file`. */
  fileFields?: readonly string[];
  /** Text fields the form may carry besides the files (each at most 4 KB). */
  textFields?: readonly string[];
  /** A file field may appear more than once (several files under one name, up to `maxFiles`). */
  repeatable?: boolean;
}

export interface UploadedFile {
  field: string;
  /** The client's file name: for display only, never part of a storage key. */
  name: string;
  type: TFileType;
  mime: string;
  /** The extension the server stores it under (from the type, not from the name). */
  extension: string;
  data: Buffer;
}

export interface AcceptedUpload {
  files: UploadedFile[];
  fields: Record<string, string>;
}

const refuse = (status: number, key: string, message: string, field?: string) =>
  new AppError(status, key, message, field ? { [field]: [key] } : undefined);

/** @fastify/multipart's and busboy's failures as spec §8 answers. */
function uploadError(error: unknown, field: string | undefined, rules: UploadRules): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return refuse(413, ERROR_KEYS.fileTooBig, `A file may be at most ${rules.maxBytes} bytes.`, field);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return refuse(400, ERROR_KEYS.tooManyFiles, `Send at most ${rules.maxFiles} file(s) at once.`);
    case 'FST_FIELDS_LIMIT':
      return refuse(400, ERROR_KEYS.validation, 'The form has too many fields.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return refuse(415, ERROR_KEYS.unsupportedMediaType, 'Send the file as multipart/form-data.');
    case 'FST_PROTO_VIOLATION':
      return refuse(400, ERROR_KEYS.validation, 'The form has a field name that is not allowed.');
    default:
      // busboy's malformed-body errors and early closes carry no code
      if (error instanceof Error && (code === 'FST_MP_PREMATURE_CLOSE' || !code)) {
        return refuse(400, ERROR_KEYS.fileCouldNotBeLoaded, 'The upload could not be read.');
      }
      return error;
  }
}

/**
 * Reads a multipart upload under the route's rules and returns its files (held in memory, each at
 * most `maxBytes`) and text fields. Every refusal has the spec §8 shape: 413 too large, 415 a type
 * not accepted (by the bytes, whatever the name or Content-Type claim), 400 a bad or missing name,
 * an empty file, too many files or an unknown field.
 */
export async function acceptUpload(request: FastifyRequest, rules: UploadRules): Promise<AcceptedUpload> {
  const fileFields = rules.fileFields ?? ['file'];
  const textFields = rules.textFields ?? [];
  if (!request.isMultipart()) {
    throw refuse(415, ERROR_KEYS.unsupportedMediaType, 'Send the file as multipart/form-data.');
  }
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  let current: string | undefined;
  try {
    const parts = request.parts({
      limits: {
        fileSize: rules.maxBytes,
        files: rules.maxFiles,
        fields: textFields.length,
        fieldSize: 4096,
        // one part over, so that an extra file reports as a file
        parts: rules.maxFiles + textFields.length + 1,
        headerPairs: 50,
      },
    });
    for await (const part of parts as AsyncIterableIterator<Multipart>) {
      current = part.fieldname;
      if (part.type === 'field') {
        if (!textFields.includes(part.fieldname) || part.fieldname in fields) {
          throw refuse(400, ERROR_KEYS.validation, 'The form has a field this endpoint does not take.', part.fieldname);
        }
        // PostgreSQL cannot store a NUL character in text (see plugins/input-guard.ts).
        if (String(part.value).includes('\u0000')) {
          throw new AppError(400, ERROR_KEYS.validation, 'Some fields are not valid.', {
            [part.fieldname]: ['errors.invalid'],
          });
        }
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (
        !fileFields.includes(part.fieldname) ||
        (!rules.repeatable && files.some((f) => f.field === part.fieldname))
      ) {
        throw refuse(
          400,
          ERROR_KEYS.validation,
          'The form has a file field this endpoint does not take.',
          part.fieldname,
        );
      }
      const name = part.filename.trim();
      if (name.includes('\u0000')) {
        throw new AppError(400, ERROR_KEYS.validation, 'Some fields are not valid.', {
          [part.fieldname]: ['errors.invalid'],
        });
      }
      if (name.length === 0 || name.length > LIMITS.fileNameMax) {
        throw refuse(
          400,
          ERROR_KEYS.fileNameTooLong,
          `A file name must have 1 to ${LIMITS.fileNameMax} characters.`,
          part.fieldname,
        );
      }
      const data = await part.toBuffer();
      if (data.length === 0) throw refuse(400, ERROR_KEYS.fileEmpty, 'The file is empty.', part.fieldname);
      const type = detectFileType(data, rules.types, name);
      if (!type) {
        throw refuse(
          415,
          ERROR_KEYS.fileExtensionUnsupported,
          `Accepted: ${rules.types.join(', ')} (recognised by the content).`,
          part.fieldname,
        );
      }
      files.push({ field: part.fieldname, name, type, ...FILE_TYPES[type], data });
    }
  } catch (error) {
    throw uploadError(error, current, rules);
  }
  const required = fileFields[0] as string;
  if (!files.some((f) => f.field === required)) {
    throw new AppError(400, ERROR_KEYS.validation, `The ${required} file is required.`, {
      [required]: ['errors.required'],
    });
  }
  return { files, fields };
}

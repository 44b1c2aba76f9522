import { open, readFile } from 'node:fs/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { ERROR_KEYS, LIMITS } from '@statera/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { cleanFileName } from './file-names.ts';
import { detectFileType, FILE_TYPES, type TFileType } from './file-types.ts';
import { type FileStorage, newFileKey, type TFileFolder } from './storage/storage.ts';
import { uploadSlots } from './upload-slots.ts';
import { spool } from './upload-spool.ts';
import { fileSource } from './zip-container.ts';

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

/** What is known of a received file once its bytes are checked. */
export interface ReceivedFile {
  field: string;
  /** The client's file name, cleaned (lib/file-names.ts): for display only, never part of a storage key. */
  name: string;
  type: TFileType;
  mime: string;
  /** The extension the server stores it under (from the type, not from the name). */
  extension: string;
  size: number;
}

/** A file held in memory (acceptUpload: small files, avatars, imports). */
export interface UploadedFile extends ReceivedFile {
  data: Buffer;
}

export interface AcceptedUpload {
  files: UploadedFile[];
  fields: Record<string, string>;
}

/** A file already in the store (storeUpload) under a key the server made. */
export interface StoredFile extends ReceivedFile {
  key: string;
}

export interface StoredUpload {
  files: StoredFile[];
  fields: Record<string, string>;
  /** Removes the stored objects again (the request was refused after the files were stored). */
  discard(): Promise<void>;
}

const refuse = (status: number, key: string, message: string, field?: string) =>
  new AppError(status, key, message, field ? { [field]: [key] } : undefined);
const invalidField = (field: string) =>
  new AppError(400, ERROR_KEYS.validation, 'Some fields are not valid.', { [field]: ['errors.invalid'] });

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
 * One file part: its name cleaned and checked, its bytes streamed into the store's spool directory
 * (never whole in memory), then checked — size (413), emptiness (400), type by the bytes (415, an
 * Office file by opening its zip container) — and handed to `keep` while the spool file exists.
 * Holds one of the process's upload slots from the first byte to the end of `keep`.
 */
async function receiveFile<T>(
  part: MultipartFile,
  rules: UploadRules,
  spoolDir: string,
  keep: (file: ReceivedFile, spooledPath: string) => Promise<T>,
): Promise<T> {
  const name = cleanFileName(part.filename);
  if (part.filename.includes('\u0000')) throw invalidField(part.fieldname);
  if (name.length === 0 || name.length > LIMITS.fileNameMax) {
    throw refuse(
      400,
      ERROR_KEYS.fileNameTooLong,
      `A file name must have 1 to ${LIMITS.fileNameMax} characters.`,
      part.fieldname,
    );
  }
  const release = await uploadSlots.acquire();
  const spooled = await spool(spoolDir, part.file).catch((error) => {
    release();
    throw error;
  });
  try {
    if (part.file.truncated) {
      throw refuse(413, ERROR_KEYS.fileTooBig, `A file may be at most ${rules.maxBytes} bytes.`, part.fieldname);
    }
    if (spooled.size === 0) throw refuse(400, ERROR_KEYS.fileEmpty, 'The file is empty.', part.fieldname);
    const handle = await open(spooled.path, 'r');
    const type = await detectFileType(fileSource(handle, spooled.size), rules.types, name).finally(() =>
      handle.close(),
    );
    if (!type) {
      throw refuse(
        415,
        ERROR_KEYS.fileExtensionUnsupported,
        `Accepted: ${rules.types.join(', ')} (recognised by the content).`,
        part.fieldname,
      );
    }
    return await keep({ field: part.fieldname, name, type, ...FILE_TYPES[type], size: spooled.size }, spooled.path);
  } finally {
    await spooled.remove();
    release();
  }
}

/** Reads the multipart body under the rules: text fields as strings, each file through `receiveFile`. */
async function receiveUpload<T extends ReceivedFile>(
  request: FastifyRequest,
  rules: UploadRules,
  spoolDir: string,
  keep: (file: ReceivedFile, spooledPath: string) => Promise<T>,
  kept: T[],
): Promise<Record<string, string>> {
  const fileFields = rules.fileFields ?? ['file'];
  const textFields = rules.textFields ?? [];
  if (!request.isMultipart()) {
    throw refuse(415, ERROR_KEYS.unsupportedMediaType, 'Send the file as multipart/form-data.');
  }
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
        if (String(part.value).includes('\u0000')) throw invalidField(part.fieldname);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!fileFields.includes(part.fieldname) || (!rules.repeatable && kept.some((f) => f.field === part.fieldname))) {
        throw refuse(
          400,
          ERROR_KEYS.validation,
          'The form has a file field this endpoint does not take.',
          part.fieldname,
        );
      }
      kept.push(await receiveFile(part, rules, spoolDir, keep));
    }
  } catch (error) {
    throw uploadError(error, current, rules);
  }
  const required = fileFields[0] as string;
  if (!kept.some((f) => f.field === required)) {
    throw new AppError(400, ERROR_KEYS.validation, `The ${required} file is required.`, {
      [required]: ['errors.required'],
    });
  }
  return fields;
}

/**
 * Reads a multipart upload under the route's rules and returns its files in memory (each at most
 * `maxBytes`: for small files — avatars, imports) and text fields. Every refusal has the spec §8
 * shape: 413 too large, 415 a type not accepted (by the bytes, whatever the name or Content-Type
 * claim), 400 a bad or missing name, an empty file, too many files or an unknown field. Large files
 * go through `storeUpload`, which never holds them in memory.
 */
export async function acceptUpload(
  request: FastifyRequest,
  rules: UploadRules,
  spoolDir = request.server.storage.spoolDir,
): Promise<AcceptedUpload> {
  const files: UploadedFile[] = [];
  const fields = await receiveUpload(
    request,
    rules,
    spoolDir,
    async (file, spooled) => ({ ...file, data: await readFile(spooled) }),
    files,
  );
  return { files, fields };
}

/**
 * Streams a multipart upload into the store (issue 30 item 3): each file is received into the
 * spool, checked as `acceptUpload` does, and stored under a new key in `folder` — at most
 * UPLOAD_CONCURRENCY files at a time per process, and never a whole file in memory. A refusal part
 * way removes the files already stored; so does `discard()` for a refusal after the upload.
 */
export async function storeUpload(
  request: FastifyRequest,
  storage: FileStorage,
  folder: TFileFolder,
  rules: UploadRules,
): Promise<StoredUpload> {
  const files: StoredFile[] = [];
  const discard = async () => {
    await Promise.allSettled(files.map((f) => storage.delete(f.key)));
  };
  try {
    const fields = await receiveUpload(
      request,
      rules,
      storage.spoolDir,
      async (file, spooled) => {
        const key = newFileKey(folder, file.extension);
        await storage.putFile(key, spooled, file.mime).catch(() => {
          throw new AppError(500, ERROR_KEYS.uploadFailed, 'The file could not be stored. Please try again.');
        });
        return { ...file, key };
      },
      files,
    );
    return { files, fields, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

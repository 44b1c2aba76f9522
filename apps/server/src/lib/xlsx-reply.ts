import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { XLSX_MIME } from './xlsx.ts';

/** An .xlsx file in a response (OpenAPI: a binary string). */
export const ZXlsxFile = z
  .instanceof(Buffer)
  .meta({ type: 'string', format: 'binary', description: 'An Excel workbook (.xlsx, Office Open XML)' });

/** A 200 response of a list call: a JSON page, or with format=xls the filtered list as a workbook. */
export const jsonOrXlsx = <T extends z.ZodType>(page: T) => ({
  description: 'A page of the list; with format=xls the whole filtered list (at most 10,000 rows) as an .xlsx file',
  content: {
    'application/json': { schema: page },
    [XLSX_MIME]: { schema: ZXlsxFile },
  },
});

/** A 200 response that is only a workbook. */
export const xlsxOnly = (description: string) => ({
  description,
  content: { [XLSX_MIME]: { schema: ZXlsxFile } },
});

export interface XlsxDownload {
  fileName: string;
  /** The list had more rows than the export cap; said in `X-Export-Truncated: true`. */
  truncated: boolean;
  /** Writes the workbook into the stream as its rows are read (see modules/exports/list-export.ts). */
  write: (out: Writable) => Promise<void>;
}

/** `attachment; filename="a.xlsx"`, with an RFC 5987 form for names beyond plain ASCII. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return ascii === fileName
    ? `attachment; filename="${fileName}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a workbook as a download, streamed (chunked): the 200 and its headers go out at once and
 * the rows follow as they are read. A failure after that cannot become an error answer any more: it
 * is logged and the response is cut off (the browser sees a failed download, never a short file
 * that looks whole, as a zip without its central directory does not open).
 */
export function sendXlsx<R extends FastifyReply>(reply: R, file: XlsxDownload): R {
  reply.type(XLSX_MIME).header('Content-Disposition', attachment(file.fileName));
  if (file.truncated) reply.header('X-Export-Truncated', 'true');
  const body = new PassThrough();
  file.write(body).catch((err: unknown) => {
    reply.log.error({ err, fileName: file.fileName }, 'export failed while streaming');
    body.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply.send(body) as R;
}

import { Readable } from 'node:stream';
import { CSV_DELIMITERS, CSV_IMPORT_LIMITS, ERROR_KEYS, type TCsvDelimiter } from '@statera/shared';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { AppError } from '../../lib/app-error.ts';

/**
 * Reads a CSV upload row by row without holding it twice: the bytes (held once, as uploaded) are
 * decoded in 64 KB slices — UTF-8 with or without its BOM, or Windows-1252, what Excel writes when
 * it saves "CSV" — and parsed by papaparse as they stream. A row comes out as its cells (strings).
 */
export type TEncoding = 'utf-8' | 'windows-1252';

const SLICE = 64 * 1024;
const BOM = [0xef, 0xbb, 0xbf];

/** UTF-8 when the bytes are valid UTF-8 (checked slice by slice, nothing kept), else Windows-1252. */
export function detectEncoding(data: Buffer): TEncoding {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for (let at = 0; at < data.length; at += SLICE) {
      decoder.decode(data.subarray(at, at + SLICE), { stream: at + SLICE < data.length });
    }
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

const hasBom = (data: Buffer) => BOM.every((b, i) => data[i] === b);

/** The file's text as a stream of decoded slices (the BOM dropped). */
function decodedSlices(data: Buffer, encoding: TEncoding): Readable {
  const body = encoding === 'utf-8' && hasBom(data) ? data.subarray(3) : data;
  const decoder = iconv.getDecoder(encoding === 'utf-8' ? 'utf8' : 'win1252');
  return Readable.from(
    (function* () {
      for (let at = 0; at < body.length; at += SLICE) {
        const text = decoder.write(body.subarray(at, at + SLICE));
        if (text) yield text;
      }
      const rest = decoder.end();
      if (rest) yield rest;
    })(),
  );
}

/**
 * The delimiter of the first lines: of the five the spec allows (§9), the one that splits the
 * header row into most columns and the next lines into as many (quotes respected); comma when none.
 */
export function detectDelimiter(data: Buffer, encoding: TEncoding): TCsvDelimiter {
  const head = iconv.decode(data.subarray(0, 16 * 1024), encoding === 'utf-8' ? 'utf8' : 'win1252');
  const lines = head
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .slice(0, 6);
  let best: { name: TCsvDelimiter; score: number } = { name: 'comma', score: 0 };
  for (const [name, char] of Object.entries(CSV_DELIMITERS) as [TCsvDelimiter, string][]) {
    const counts = lines.map((line) => countOutsideQuotes(line, char));
    const first = counts[0] ?? 0;
    if (first === 0) continue;
    // A delimiter that splits every line alike beats one that splits the header alone.
    const consistent = counts.filter((c) => c === first).length;
    const score = first * 10 + consistent;
    if (score > best.score) best = { name, score };
  }
  return best.name;
}

function countOutsideQuotes(line: string, char: string): number {
  let n = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === char && !quoted) n++;
  }
  return n;
}

export interface CsvRow {
  /** 1-based record number in the file (the header is record 1), as a spreadsheet numbers rows. */
  line: number;
  cells: string[];
}

const malformed = (line: number) =>
  new AppError(
    400,
    ERROR_KEYS.csvMalformed,
    `Row ${line} could not be read: a quoted value is not closed, or the delimiter is not the one chosen.`,
    { file: [ERROR_KEYS.csvMalformed] },
  );

/**
 * The records of a CSV, header first, parsed while they are decoded; empty lines are skipped.
 * Backpressure: the parser is paused while the consumer works on a batch.
 */
export async function* csvRows(data: Buffer, encoding: TEncoding, delimiter: TCsvDelimiter): AsyncGenerator<CsvRow> {
  const queue: CsvRow[] = [];
  let done = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  let parser: Papa.Parser | null = null;
  // papaparse's resume() polls until the parser halts: call it only after our own pause().
  let paused = false;
  let line = 0;
  const notify = () => {
    wake?.();
    wake = null;
  };
  Papa.parse(decodedSlices(data, encoding) as unknown as File, {
    delimiter: CSV_DELIMITERS[delimiter],
    skipEmptyLines: 'greedy',
    step(result: Papa.ParseStepResult<string[]>, p: Papa.Parser) {
      parser = p;
      line++;
      if (result.errors.some((e) => e.type === 'Quotes') || result.data.length > CSV_IMPORT_LIMITS.maxColumns) {
        failure = malformed(line);
        done = true;
        p.abort();
        notify();
        return;
      }
      queue.push({ line, cells: result.data });
      if (queue.length >= 500 && !paused) {
        paused = true;
        p.pause();
      }
      notify();
    },
    complete() {
      done = true;
      notify();
    },
    error(err: Error) {
      failure = err;
      done = true;
      notify();
    },
  });
  while (true) {
    if (failure) throw failure;
    if (queue.length > 0) {
      const batch = queue.splice(0, queue.length);
      if (paused) {
        paused = false;
        (parser as Papa.Parser | null)?.resume();
      }
      for (const row of batch) yield row;
      continue;
    }
    if (failure) throw failure;
    if (done) return;
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
  }
}

import type { TCsvEntity, TCsvProcessOptions } from '@statera/shared';
import type { z } from 'zod';
import type { Actor } from '../../authz/actor.ts';
import type { CompanyRef } from '../../authz/tenancy.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { CheckedRow } from './row-check.ts';

/** What an import's rules and writes know besides its rows. */
export interface ImportContext {
  actor: Actor;
  /** The company the records go to (engagements, users), the parent (subsidiaries); null for clients. */
  company: CompanyRef | null;
  options: TCsvProcessOptions;
  importId: string;
  now: Date;
  publicUrl: string;
  /** Called as batches of rows are written (the progress bar), with how many are done. */
  progress: (done: number) => Promise<void>;
}

export interface ImportResult {
  created: number;
  invited: number;
  ids: string[];
}

/**
 * One pass of an import's checks over a file, its rows given in file order, a chunk at a time
 * (each row through its schema already). It keeps what the checks across rows need (keys, first
 * occurrences, the records the rows name) and never the rows themselves, unless it says so.
 */
export interface CheckPass<T, State> {
  /** Adds errors to the chunk's rows; answers the rows whose errors are final (the others come from `end`). */
  check(rows: CheckedRow<T>[]): Promise<CheckedRow<T>[]>;
  /**
   * After the last row: the rows held back, what the writes need (`state`) and what only the whole
   * file could show (`again`, e.g. an agency given two numbers): rows already passed may break it,
   * so a second pass, given `again`, marks them.
   */
  end(): Promise<{ rows: CheckedRow<T>[]; state: State; again: unknown | null }>;
}

/** The writes of a file that passed (a second read of it), a chunk at a time, in the import's transaction. */
export interface WritePass<T> {
  write(rows: CheckedRow<T>[]): Promise<void>;
  end(): Promise<ImportResult>;
}

/**
 * One kind of import: its row schema (the single-record form's rules), a pass of the checks that
 * need the whole file and the database (adds errors to rows, writes nothing) and the writes of a
 * file without errors. The parse call runs the checks; the process job runs them again (things may
 * have changed) and then reads the file once more to write it (docs/decisions/csv-import.md).
 */
export interface Importer<S extends z.ZodType = z.ZodType, State = unknown> {
  entity: TCsvEntity;
  schema: S;
  /** Locks what the check reads and the apply writes (the single creates take the same locks). */
  lock?(tx: Tx, ctx: ImportContext): Promise<void>;
  /** A pass of the checks; `again` is the first pass's whole-file finding, if any. */
  checks(db: DbOrTx, ctx: ImportContext, again: unknown | null): CheckPass<z.output<S>, State>;
  writes(tx: Tx, ctx: ImportContext, state: State): WritePass<z.output<S>>;
}

/** An import whose checks and writes take every row at once (people, clients, subsidiaries: files of a few hundred). */
export interface WholeFileImport<S extends z.ZodType, State> {
  entity: TCsvEntity;
  schema: S;
  lock?(tx: Tx, ctx: ImportContext): Promise<void>;
  check(db: DbOrTx, ctx: ImportContext, rows: CheckedRow<z.output<S>>[]): Promise<State>;
  apply(tx: Tx, ctx: ImportContext, rows: CheckedRow<z.output<S>>[], state: State): Promise<ImportResult>;
}

/** The passes of a whole-file import: each holds the rows it is given and works at its end. */
export function wholeFileImporter<S extends z.ZodType, State>(def: WholeFileImport<S, State>): Importer<S, State> {
  type Row = CheckedRow<z.output<S>>;
  return {
    entity: def.entity,
    schema: def.schema,
    lock: def.lock,
    checks(db, ctx) {
      const rows: Row[] = [];
      return {
        async check(chunk) {
          for (const row of chunk) rows.push(row);
          return [];
        },
        async end() {
          return { rows, state: await def.check(db, ctx, rows), again: null };
        },
      };
    },
    writes(tx, ctx, state) {
      const rows: Row[] = [];
      return {
        async write(chunk) {
          for (const row of chunk) rows.push(row);
        },
        end: () => def.apply(tx, ctx, rows, state),
      };
    },
  };
}

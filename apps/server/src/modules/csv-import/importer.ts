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
 * One kind of import: its row schema (the single-record form's rules), the checks that need the
 * whole file and the database (`check`: adds errors to rows, writes nothing) and the writes of a
 * file without errors (`apply`, in the import's one transaction). The parse call runs `check`, the
 * process job runs `check` again (things may have changed) and then `apply`.
 */
export interface Importer<S extends z.ZodType = z.ZodType, State = unknown> {
  entity: TCsvEntity;
  schema: S;
  /** Locks what the check reads and the apply writes (the single creates take the same locks). */
  lock?(tx: Tx, ctx: ImportContext): Promise<void>;
  check(db: DbOrTx, ctx: ImportContext, rows: CheckedRow<z.output<S>>[]): Promise<State>;
  apply(tx: Tx, ctx: ImportContext, rows: CheckedRow<z.output<S>>[], state: State): Promise<ImportResult>;
}

import type { DbOrTx } from '../../db/client.ts';

/** A statement about to be emailed to the worker (the engaged individual). */
export interface WorkerStatement {
  engagementId: string;
  assessmentReportId: string;
  /** The worker's address the statement goes to. */
  email: string;
  now: Date;
}

/**
 * Gives the worker's statement email its appeal link (or null: no appeal for this group), in the
 * transaction of the sending. The appeals module provides it when it is registered (so this module
 * does not depend on appeals, which sends statements through this one); without it, no link.
 */
export type AppealLinkProvider = (tx: DbOrTx, statement: WorkerStatement) => Promise<string | null>;

let provider: AppealLinkProvider | null = null;

/** Set once by the appeals module at start (idempotent: every app of a process sets the same function). */
export function provideAppealLinks(fn: AppealLinkProvider): void {
  provider = fn;
}

/** The appeal link for a statement to the worker, from the provider if any. */
export async function appealLinkFor(tx: DbOrTx, statement: WorkerStatement): Promise<string | null> {
  return provider ? provider(tx, statement) : null;
}

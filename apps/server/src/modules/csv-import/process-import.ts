import {
  CSV_IMPORT_LIMITS,
  ERROR_KEYS,
  type TCsvEntity,
  type TCsvImport,
  type TCsvProcessOptions,
} from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sendJob } from '../../jobs/send.ts';
import { wakeWorkers } from '../../jobs/wake.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { loadGroupAgencies } from '../agencies/agency-batch.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { isUniqueViolation } from '../invitations/invitee.ts';
import { cancelImport as askCancel, findImport, presentImport, queueImport } from './csv-import.repository.ts';
import { importJob } from './import.job.ts';
import { askLiveCancel, liveProgress } from './import-progress.ts';
import { importTarget } from './import-target.ts';

/** The import of a key if the actor may see it (404 otherwise, and once its key has expired unused). */
async function visibleImport(db: DbOrTx, actor: Actor, key: string, now = new Date()) {
  const row = await findImport(db, actor, key);
  if (!row || (row.status === 'parsed' && row.expiresAt < now)) throw notFound('Import');
  return row;
}

/** GET csv/{key}: where the import is (the progress bar), its errors or its result. */
export async function getImport(db: Db, actor: Actor, key: string): Promise<TCsvImport> {
  const row = await visibleImport(db, actor, key);
  authorize(actor, 'csvImport.follow');
  return presentImport(row, liveProgress(row.id));
}

/**
 * The process stage (POST csv/{key}/engagements, users, clients, subsidiaries): the key's import is
 * queued as a background job with the call's options (spec §7) and answered 202; the job checks the
 * rows again and writes all of them or none. 409 while this key or the same file for the same place
 * is queued or running, or once the key was imported.
 */
export async function processImport(
  db: Db,
  actor: Actor,
  entity: TCsvEntity,
  key: string,
  body: TCsvProcessOptions,
): Promise<TCsvImport> {
  const now = new Date();
  const row = await visibleImport(db, actor, key, now);
  if (row.entity !== entity) {
    throw new AppError(400, ERROR_KEYS.csvWrongEntity, `This key is for an import of ${row.entity}.`, {
      key: [ERROR_KEYS.csvWrongEntity],
    });
  }
  const options = { ...row.options, ...body } as TCsvProcessOptions & { companyId?: string; parentId?: string };
  const company = await importTarget(db, actor, entity, options);
  if (entity === 'engagements' && options.agencyId) {
    const [agency] = await loadGroupAgencies(db, company!.rootId, [], [], [options.agencyId]);
    if (!agency)
      throw new AppError(400, ERROR_KEYS.validation, 'Choose an agency of the group.', {
        agencyId: ['errors.invalidAgency'],
      });
  }
  if (row.status === 'completed') {
    throw conflict(
      ERROR_KEYS.csvImportCompleted,
      'This file was imported already; upload it again to import it again.',
    );
  }
  try {
    const queued = await db.transaction(async (tx) => {
      const queued = await queueImport(
        tx,
        key,
        {
          options,
          companyId: company?.id ?? null,
          expiresAt: new Date(now.getTime() + CSV_IMPORT_LIMITS.keyTtlHours * 3_600_000),
        },
        now,
      );
      if (!queued) throw running();
      await sendJob(tx, importJob, { importId: key });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'csv_import.queued',
        entityType: 'csv_import',
        entityId: key,
        companyId: company?.id ?? null,
        after: { entity, options, rows: row.rowCount, fileName: row.fileName },
      });
      return presentImport(queued);
    });
    wakeWorkers(importJob.name); // committed: this process's import worker starts it now, not at its next poll
    return queued;
  } catch (error) {
    if (isUniqueViolation(error)) throw running();
    throw error;
  }
}

const running = () =>
  conflict(ERROR_KEYS.csvImportRunning, 'An import of this file is already queued or running; wait for it to finish.');

/** PUT csv/{key}/cancel: a queued import stops at once, a running one rolls back at its next batch. */
export async function cancelImport(db: Db, actor: Actor, key: string): Promise<TCsvImport> {
  const row = await visibleImport(db, actor, key);
  authorize(actor, 'csvImport.follow');
  const now = new Date();
  if (!(await askCancel(db, key, now))) {
    throw conflict(ERROR_KEYS.csvImportNotRunning, 'Only a queued or running import can be cancelled.');
  }
  askLiveCancel(key);
  await recordAudit(db, {
    actorId: actor.id,
    action: 'csv_import.cancelled',
    entityType: 'csv_import',
    entityId: key,
    companyId: row.companyId,
    after: { status: row.status },
  });
  return presentImport((await findImport(db, actor, key))!, liveProgress(key));
}

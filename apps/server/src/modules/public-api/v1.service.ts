import type { z } from 'zod';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { managedCompany } from '../../authz/tenancy.ts';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { getAppeal, walkAppeals } from '../appeals/appeal.service.ts';
import { closeAppeal } from '../appeals/appeal-actions.ts';
import { getAssessment } from '../assessments/assessment.service.ts';
import { listReports, readReport } from '../reports/report.service.ts';
import { v1Appeal, v1Assessment, v1Statement } from './v1.presenter.ts';
import type { V1DecideAppeal } from './v1.schemas.ts';

/**
 * The public API's reads and steps beyond engagements: each asks the policy of its resource first
 * (a key without the scope: 403), then the scoped lookup of the owning module (another group: 404).
 */

/** GET /api/v1/me: the key itself and its group. */
export async function describeKey(db: Db, actor: Actor) {
  const key = actor.apiKey!;
  const group = await managedCompany(db, actor, actor.rootCompanyId!);
  return {
    keyId: key.id,
    name: key.name,
    scopes: [...key.scopes],
    rateLimitPerMinute: key.rateLimitPerMinute,
    group: { id: group.id, name: group.name },
  };
}

/** GET /api/v1/assessments/{id}: its state and determination (`determinations:read`). */
export async function readAssessment(db: Db, actor: Actor, id: string) {
  authorize(actor, 'assessment.read');
  return v1Assessment(await getAssessment(db, actor, id));
}

/** GET /api/v1/assessments/{id}/statements: its Status Determination Statements (`statements:read`). */
export async function readStatements(db: Db, actor: Actor, assessmentId: string) {
  authorize(actor, 'assessmentReport.download');
  const { reports } = await listReports(db, actor, assessmentId);
  return { data: reports.map(v1Statement) };
}

/** GET /api/v1/statements/{id}/pdf: one statement's PDF (`statements:read`). */
export async function readStatementPdf(db: Db, storage: FileStorage, actor: Actor, id: string) {
  authorize(actor, 'assessmentReport.download');
  return readReport(db, storage, actor, id);
}

/** GET /api/v1/appeals/{id} (`appeals:read` or `appeals:manage`). */
export async function readAppeal(db: Db, actor: Actor, id: string) {
  authorize(actor, 'appeal.list');
  const appeal = await getAppeal(db, actor, id);
  return v1Appeal(appeal, appeal.assessment.id);
}

/** GET /api/v1/appeals: the group's appeals, oldest first, a cursor page at a time. */
export async function walkV1Appeals(db: Db, actor: Actor, q: { cursor?: string; limit: number }) {
  const page = await walkAppeals(db, actor, q);
  return { data: page.data.map((a) => v1Appeal(a.summary, a.assessmentId)), nextCursor: page.nextCursor };
}

/** POST /api/v1/appeals/{id}/decision: accept (a reassessment opens) or reject (`appeals:manage`). */
export async function decideAppeal(db: Db, actor: Actor, id: string, input: z.output<typeof V1DecideAppeal>) {
  const { comment, ...rest } = input;
  await closeAppeal(db, actor, id, { ...rest, decisionComment: comment });
  return readAppeal(db, actor, id);
}

import { questionnaire } from '@statera/determination';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { renderChecklist } from './sds/render-checklist.ts';

/** Rendered once per questionnaire version and process: the checklist depends on nothing else. */
const cache = new Map<string, Promise<Buffer>>();

/** GET assessment-checklist: the blank questionnaire as a PDF, for anyone who works with assessments. */
export async function assessmentChecklist(actor: Actor): Promise<{ fileName: string; body: Buffer }> {
  authorize(actor, 'assessmentReport.checklist');
  const version = questionnaire().version;
  let pdf = cache.get(version);
  if (!pdf) {
    pdf = renderChecklist(new Date()).then((r) => r.pdf);
    pdf.catch(() => cache.delete(version));
    cache.set(version, pdf);
  }
  return { fileName: `Assessment-checklist-${version}.pdf`, body: await pdf };
}

import { isCompanyAdminRole } from '@statera/shared';
import { type Actor, can, managesCompany } from '../../authz/actor.ts';

/** What the document rules need: the engagement's company, seats and status (and the document's creator). */
export interface DocumentSubject {
  companyId: string;
  answererId: string;
  approverId: string;
  status: string;
  /** The document's uploader, when the subject is one document. */
  creatorId?: string | null;
}

const seated = (actor: Actor, s: DocumentSubject) => actor.id === s.answererId || actor.id === s.approverId;
/** The company's own admins (client admin of the group, company admin of the subsidiary). */
const companyAdmin = (actor: Actor, s: DocumentSubject) =>
  isCompanyAdminRole(actor.role) && managesCompany(actor, s.companyId);

/** Those who see the engagement see its documents (the engagement scope: managers and seat holders). */
const visible = (actor: Actor, s: DocumentSubject) =>
  actor.role !== 'api_user' &&
  can(actor, 'engagements.view') &&
  (managesCompany(actor, s.companyId) || seated(actor, s));

/**
 * Who works the engagement's file: the client's admins and the engagement's specialist and approver,
 * while the engagement is not archived. Provider staff read documents but do not add to the client's file.
 */
const contributes = (actor: Actor, s: DocumentSubject) =>
  visible(actor, s) && s.status !== 'archived' && (companyAdmin(actor, s) || seated(actor, s));

export const documentPolicy = {
  visible,
  /** Lists, opens, previews and zips the documents. */
  view: visible,
  /** Adds documents to the engagement. */
  upload: contributes,
  /** Comments on a document. */
  comment: contributes,
  /** Deletes a document: the company's admins any, a specialist or approver only their own uploads. */
  delete: (actor: Actor, s: DocumentSubject) =>
    contributes(actor, s) && (companyAdmin(actor, s) || (s.creatorId != null && s.creatorId === actor.id)),
};

/** Abilities sent with the documents list (the engagement's) and with each document. */
export function documentListAbilities(actor: Actor, s: DocumentSubject): Record<string, boolean> {
  return { upload: documentPolicy.upload(actor, s), downloadAll: documentPolicy.view(actor, s) };
}
export function documentAbilities(actor: Actor, s: DocumentSubject): Record<string, boolean> {
  return { delete: documentPolicy.delete(actor, s), comment: documentPolicy.comment(actor, s) };
}

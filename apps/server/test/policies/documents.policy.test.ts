import { describe, expect, it } from 'vitest';
import { allows } from '../../src/authz/authorize.ts';
import { attachmentPolicy } from '../../src/modules/documents/attachment.policy.ts';
import {
  type DocumentSubject,
  documentAbilities,
  documentListAbilities,
  documentPolicy,
} from '../../src/modules/documents/document.policy.ts';
import { actorAs, eachRole, FOREIGN, SUB, TOP } from './actors.ts';

const seats = { answererId: 'user-specialist', approverId: 'user-approver' };
const onTop: DocumentSubject = { companyId: TOP, status: 'active', ...seats };
const onSub: DocumentSubject = { companyId: SUB, status: 'active', ...seats };
const archived: DocumentSubject = { ...onTop, status: 'archived' };
const foreign: DocumentSubject = { companyId: FOREIGN, status: 'active', answererId: 'x', approverId: 'y' };

describe('document policy', () => {
  eachRole('view: an engagement of the top company', (a) => documentPolicy.view(a, onTop), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'approver',
    'specialist',
  ]);
  eachRole("view: another group's engagement", (a) => documentPolicy.view(a, foreign), ['provider_admin']);

  for (const rule of ['upload', 'comment'] as const) {
    eachRole(`${rule}: an engagement of the subsidiary`, (a) => documentPolicy[rule](a, onSub), [
      'client_admin',
      'company_admin',
      'approver',
      'specialist',
    ]);
    eachRole(`${rule}: an archived engagement`, (a) => documentPolicy[rule](a, archived), []);
    eachRole(`${rule}: another group's engagement`, (a) => documentPolicy[rule](a, foreign), []);
  }

  eachRole(
    "delete: the specialist's own document",
    (a) => documentPolicy.delete(a, { ...onSub, creatorId: 'user-specialist' }),
    ['client_admin', 'company_admin', 'specialist'],
  );
  eachRole("delete: someone else's document", (a) => documentPolicy.delete(a, { ...onSub, creatorId: 'someone' }), [
    'client_admin',
    'company_admin',
  ]);
  eachRole(
    'delete: on an archived engagement',
    (a) => documentPolicy.delete(a, { ...archived, creatorId: 'user-specialist' }),
    [],
  );

  eachRole('upload an attachment', (a) => attachmentPolicy.upload(a), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'company_admin',
    'client_user',
    'approver',
    'specialist',
  ]);

  it('the abilities sent to the web are the enforced rules', () => {
    for (const role of ['provider_user', 'client_admin', 'approver', 'specialist'] as const) {
      const actor = actorAs(role);
      const doc = { ...onTop, creatorId: 'user-approver' };
      expect(documentListAbilities(actor, onTop)).toEqual({
        upload: allows(actor, 'document.upload', onTop),
        downloadAll: allows(actor, 'document.view', onTop),
      });
      expect(documentAbilities(actor, doc)).toEqual({
        delete: allows(actor, 'document.delete', doc),
        comment: allows(actor, 'document.comment', doc),
      });
    }
  });
});

import type {
  TActiveAssessmentCount,
  TAddedDocuments,
  TAttachmentTokenInfo,
  TContractChange,
  TContractChangeList,
  TContractChangesFulfilled,
  TDocument,
  TDocumentDetail,
  TDocumentPage,
} from '@statera/shared';
import { ZContractChange, ZDocument } from '@statera/shared';
import { fakeId } from './factories.ts';

/** Endpoints of engagement documents, attachments and contract changes (merged into `Endpoints`). */
export interface DocumentEndpoints {
  'GET /api/engagements/:id/documents': TDocumentPage;
  'POST /api/engagements/:id/documents': TAddedDocuments;
  'DELETE /api/engagements/:id/documents/:attachmentId': null;
  'GET /api/documents/:documentId': TDocumentDetail;
  'POST /api/engagements/documents/:documentId/comments': TDocumentDetail;
  'GET /api/engagements/:id/download-documents': Blob;
  'POST /api/attachments/token/:token': TAttachmentTokenInfo;
  'GET /api/engagements/:id/contract-changes': TContractChangeList;
  'GET /api/engagements/:id/count-active-assessments': TActiveAssessmentCount;
  'POST /api/engagements/:id/request-report-change': TContractChange;
  'POST /api/engagements/:id/update-report': TContractChangesFulfilled;
  'POST /api/requested-contract-changes/update-report': TContractChangesFulfilled;
  'PUT /api/contract-changes/mark-as-seen': null;
  'POST /api/contract-changes/:id/reassessment': TContractChange;
}

/** A document as the server sends it (schema-parsed). */
export function buildDocument(overrides: Partial<TDocument> = {}): TDocument {
  return ZDocument.parse({
    documentId: fakeId(),
    attachmentId: fakeId(),
    engagementId: fakeId(),
    name: 'contract.pdf',
    displayName: 'contract.pdf',
    extension: 'pdf',
    mime: 'application/pdf',
    size: 1024,
    type: null,
    category: null,
    previewable: true,
    creator: { id: fakeId(), name: 'Sam Specialist', role: 'specialist' },
    dateCreated: '2026-03-02T10:00:00.000Z',
    dateModified: '2026-03-02T10:00:00.000Z',
    commentsCount: 0,
    abilities: { delete: true, comment: true },
    ...overrides,
  });
}

/** A contract change as the server sends it (schema-parsed). */
export function buildContractChange(overrides: Partial<TContractChange> = {}): TContractChange {
  return ZContractChange.parse({
    id: fakeId(),
    engagementId: fakeId(),
    status: 'requested',
    changes: {},
    comment: 'The contract was extended.',
    material: false,
    requestedBy: { id: fakeId(), name: 'Sam Specialist' },
    dateRequested: '2026-03-02T10:00:00.000Z',
    fulfilledBy: null,
    dateFulfilled: null,
    seen: false,
    assessmentId: null,
    reassessmentId: null,
    answersToReview: [],
    partyNames: {},
    abilities: { fulfil: false, startReassessment: false, markSeen: false },
    ...overrides,
  });
}

import type { TAddDocuments, TAddedDocuments, TDocumentDetail, TDocumentPage } from '@statera/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob } from '../../../lib/download.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

const path = (id: string) => `/api/engagements/${encodeURIComponent(id)}`;

export interface DocumentListParams {
  sort: string;
  creatorRole: string[];
  /** Document types and categories (spec §3 Document); empty = all. */
  type?: string[];
  category?: string[];
  page: number;
}

/** GET /api/engagements/{id}/documents (sort, creatorRole, page, perPage). */
export const getDocuments = (id: string, p: DocumentListParams, signal?: AbortSignal) =>
  api.get<TDocumentPage>(
    `${path(id)}/documents`,
    { sort: p.sort, creatorRole: p.creatorRole, type: p.type, category: p.category, page: p.page },
    signal,
  );

export const useDocuments = (id: string, params: DocumentListParams) =>
  useQuery({
    queryKey: queryKeys.engagements.documents(id, params),
    queryFn: ({ signal }) => getDocuments(id, params, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/documents/{id}: the document, its comments and a 5-minute download link. */
export const getDocument = (documentId: string, signal?: AbortSignal) =>
  api.get<TDocumentDetail>(`/api/documents/${encodeURIComponent(documentId)}`, undefined, signal);

export const useDocument = (documentId: string | null) =>
  useQuery({
    queryKey: queryKeys.documents.detail(documentId ?? ''),
    queryFn: ({ signal }) => getDocument(documentId!, signal),
    enabled: documentId !== null,
  });

/** POST /api/engagements/{id}/documents {attachmentIds, type?, category?}. */
export const addDocuments = ({ id, ...body }: { id: string } & TAddDocuments) =>
  api.post<TAddedDocuments>(`${path(id)}/documents`, body);

/** DELETE /api/engagements/{id}/documents/{attachmentId}. */
export const deleteDocument = ({ id, attachmentId }: { id: string; attachmentId: string }) =>
  api.request<void>(`${path(id)}/documents/${encodeURIComponent(attachmentId)}`, { method: 'DELETE' });

/** POST /api/engagements/documents/{documentId}/comments {body}: answers the document. */
export const commentOnDocument = ({ documentId, body }: { documentId: string; body: string }) =>
  api.post<TDocumentDetail>(`/api/engagements/documents/${encodeURIComponent(documentId)}/comments`, { body });

function useDocumentsMutation<V extends { id: string }, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_r, v) => queryClient.invalidateQueries({ queryKey: queryKeys.engagements.documentsAll(v.id) }),
  });
}

export const useAddDocuments = () => useDocumentsMutation(addDocuments);
export const useDeleteDocument = () => useDocumentsMutation(deleteDocument);

export function useCommentOnDocument(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commentOnDocument,
    onSuccess: (doc) => {
      queryClient.setQueryData(queryKeys.documents.detail(doc.documentId), doc);
      return queryClient.invalidateQueries({ queryKey: queryKeys.engagements.documentsAll(engagementId) });
    },
  });
}

/** GET /api/engagements/{id}/download-documents: every document in one zip, saved by the browser. */
export async function downloadAllDocuments(id: string) {
  const res = await api.request<Response>(`${path(id)}/download-documents`, { raw: true });
  saveBlob(await res.blob(), fileNameFrom(res.headers.get('Content-Disposition')) ?? 'documents.zip');
}

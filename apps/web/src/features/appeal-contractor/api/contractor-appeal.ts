import type {
  TAppealAttachmentToken,
  TAppealComment,
  TAppealCommentInput,
  TContractorAppeal,
  TStartAppeal,
} from '@statera/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob } from '../../../lib/download.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** Every call here is public: the key is the worker's credential, never a session. */
const anonymous = { anonymous: true } as const;
const enc = encodeURIComponent;

/** GET /api/appeals/key/{key}: the appeal as the worker sees it. */
export const getContractorAppeal = (key: string, signal?: AbortSignal) =>
  api.request<TContractorAppeal>(`/api/appeals/key/${enc(key)}`, { ...anonymous, signal });

export const useContractorAppeal = (key: string | null) =>
  useQuery({
    queryKey: queryKeys.contractorAppeal(key ?? ''),
    queryFn: ({ signal }) => getContractorAppeal(key!, signal),
    enabled: key !== null,
    retry: false,
  });

/** A mutation that refreshes the worker's appeal afterwards. */
function useAppealMutation<V, R>(key: string, run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contractorAppeal(key) }),
  });
}

/** PUT /api/appeals/{key}/start */
export const useStartAppeal = (key: string) =>
  useAppealMutation(key, (body: TStartAppeal) =>
    api.put<TContractorAppeal>(`/api/appeals/${enc(key)}/start`, body, anonymous),
  );

/** POST /api/appeals/key/{key}/comments (a draft) */
export const useCreateAppealComment = (key: string) =>
  useAppealMutation(key, (body: Pick<TAppealCommentInput, 'threadId' | 'body'>) =>
    api.post<TAppealComment>(`/api/appeals/key/${enc(key)}/comments`, body, anonymous),
  );

/** PUT /api/appeals/key/{key}/comments/{commentId} (edit a draft) */
export const useUpdateAppealComment = (key: string) =>
  useAppealMutation(key, ({ id, body }: { id: string; body: string }) =>
    api.put<TAppealComment>(`/api/appeals/key/${enc(key)}/comments/${id}`, { body }, anonymous),
  );

/** PUT .../comments/{commentId}/attachments: one file per request. */
export function uploadAppealFile(key: string, commentId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.put<TAppealComment>(`/api/appeals/key/${enc(key)}/comments/${commentId}/attachments`, form, anonymous);
}

/** PUT .../comments/{commentId}/attachments/detach */
export const useDetachAppealFile = (key: string) =>
  useAppealMutation(key, ({ commentId, attachmentId }: { commentId: string; attachmentId: string }) =>
    api.put<TAppealComment>(
      `/api/appeals/key/${enc(key)}/comments/${commentId}/attachments/detach`,
      { attachmentIds: [attachmentId] },
      anonymous,
    ),
  );

/** PUT /api/appeals/{key}/submit-to-manager */
export const useSubmitToManager = (key: string) =>
  useAppealMutation(key, () =>
    api.put<TContractorAppeal>(`/api/appeals/${enc(key)}/submit-to-manager`, undefined, anonymous),
  );

/** PUT /api/appeals/key/{key}/contractor */
export const useChangeContractorEmail = (key: string) =>
  useAppealMutation(key, (email: string) =>
    api.put<TContractorAppeal>(`/api/appeals/key/${enc(key)}/contractor`, { newContractorEmail: email }, anonymous),
  );

/** PUT /api/appeals/{key}/thread-seen: no refetch, so what was new stays marked during this visit. */
export const useMarkThreadsSeen = (key: string) =>
  useMutation({
    mutationFn: () => api.put<null>(`/api/appeals/${enc(key)}/thread-seen`, {}, anonymous),
  });

async function saveResponse(res: Response, fallback: string): Promise<string> {
  const fileName = fileNameFrom(res.headers.get('Content-Disposition')) ?? fallback;
  saveBlob(await res.blob(), fileName);
  return fileName;
}

/** GET /api/appeals/{key}/attachment-token: file URLs carry this 5-minute token, never the key. */
const attachmentToken = (key: string) =>
  api.request<TAppealAttachmentToken>(`/api/appeals/${enc(key)}/attachment-token`, anonymous);

/** Saves one attached file (GET /api/appeals/{token}/attachments/{id}). */
export async function downloadAppealFile(key: string, attachmentId: string, name: string) {
  const { token } = await attachmentToken(key);
  const res = await api.request<Response>(`/api/appeals/${token}/attachments/${attachmentId}`, {
    ...anonymous,
    raw: true,
  });
  return saveResponse(res, name);
}

/** Saves a comment's files as one zip (GET /api/appeals/{token}/comments/{id}/files). */
export async function downloadCommentFiles(key: string, commentId: string) {
  const { token } = await attachmentToken(key);
  const res = await api.request<Response>(`/api/appeals/${token}/comments/${commentId}/files`, {
    ...anonymous,
    raw: true,
  });
  return saveResponse(res, 'appeal-comment-files.zip');
}

/** Saves the statement of one version (GET /api/appeals/{key}/assessment-report?version=). */
export async function downloadAppealReport(key: string, version: number) {
  const res = await api.request<Response>(`/api/appeals/${enc(key)}/assessment-report`, {
    ...anonymous,
    raw: true,
    query: { version: String(version) },
  });
  return saveResponse(res, `status-determination-statement-v${version}.pdf`);
}

export const useAppealDownload = () => useMutation({ mutationFn: (run: () => Promise<string>) => run() });

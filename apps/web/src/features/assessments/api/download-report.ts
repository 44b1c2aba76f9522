import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob } from '../../../lib/download.ts';

/** GET assessments/{id}/report?version=: the statement PDF, fetched with the session and saved. */
export async function downloadReport(assessmentId: string, version: number): Promise<void> {
  const res = await api.request<Response>(`/api/assessments/${encodeURIComponent(assessmentId)}/report`, {
    query: { version },
    raw: true,
  });
  const name = fileNameFrom(res.headers.get('Content-Disposition')) ?? `Status-Determination-Statement-v${version}.pdf`;
  saveBlob(await res.blob(), name);
}

export const useDownloadReport = (assessmentId: string) =>
  useMutation({ mutationFn: (version: number) => downloadReport(assessmentId, version) });

import type { TContractorReportLink } from '@statera/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob } from '../../../lib/download.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/contractor-reports/{key} (no account): who issued which statement, attempts left. */
export const getContractorReportLink = (key: string, signal?: AbortSignal) =>
  api.request<TContractorReportLink>(`/api/contractor-reports/${encodeURIComponent(key)}`, {
    anonymous: true,
    signal,
  });

export const useContractorReportLink = (key: string) =>
  useQuery({
    queryKey: queryKeys.contractorReportLink(key),
    queryFn: ({ signal }) => getContractorReportLink(key, signal),
    retry: false,
  });

/** GET /api/download-contractor-report?linkKey=&downloadKey= (no account): saves the PDF. */
export async function downloadContractorReport({ linkKey, downloadKey }: { linkKey: string; downloadKey: string }) {
  const res = await api.request<Response>('/api/download-contractor-report', {
    anonymous: true,
    raw: true,
    query: { linkKey, downloadKey },
  });
  const fileName = fileNameFrom(res.headers.get('Content-Disposition')) ?? 'status-determination-statement.pdf';
  saveBlob(await res.blob(), fileName);
  return fileName;
}

export const useDownloadContractorReport = () => useMutation({ mutationFn: downloadContractorReport });

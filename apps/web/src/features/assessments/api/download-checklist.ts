import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob } from '../../../lib/download.ts';

/** GET assessment-checklist: the blank questionnaire as a PDF, saved. */
export async function downloadChecklist(): Promise<void> {
  const res = await api.request<Response>('/api/assessment-checklist', { raw: true });
  saveBlob(await res.blob(), fileNameFrom(res.headers.get('Content-Disposition')) ?? 'Assessment-checklist.pdf');
}

export const useDownloadChecklist = () => useMutation({ mutationFn: downloadChecklist });

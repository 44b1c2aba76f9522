import type { TCsvDelimiter, TCsvEntity } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob } from '../../../lib/download.ts';

/** GET /api/csv/{entity}/download?delimiter=: the demo file, saved by the browser. */
export async function downloadDemo(entity: TCsvEntity, delimiter: TCsvDelimiter): Promise<void> {
  const res = await api.request<Response>(`/api/csv/${entity}/download`, { query: { delimiter }, raw: true });
  const name = fileNameFrom(res.headers.get('Content-Disposition')) ?? `${entity}-import-example.csv`;
  saveBlob(await res.blob(), name);
}

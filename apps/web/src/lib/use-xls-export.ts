import { useEffect, useRef, useState } from 'react';
import { api } from './api-client.ts';
import { fileNameFrom, saveBlob } from './download.ts';
import type { ListQuery } from './list-params/list-query.ts';
import { notify } from './notifications/notify.ts';

/** Spec §7: export and report busy flags reset 3 s after the download. */
export const EXPORT_BUSY_MS = 3000;

/** Where a list's export comes from: the list call, its current query, and the name to save under. */
export interface XlsExportTarget {
  path: string;
  query: ListQuery;
  /** Used when the response does not name the file. */
  fileName: string;
}

export interface XlsExportOptions {
  /** Name used when the response does not name the file. */
  fileName: string;
  /** Called when the server answers 202 (the file is prepared in the background). */
  onQueued?: () => void;
  /** Called after a download the server cut at its row cap (`X-Export-Truncated: true`). */
  onTruncated?: () => void;
}

/**
 * Exports a list as it is filtered: GET `path` with the list query and `format=xls` (page and rows
 * left out), saved as a file. `busy` stays on for 3 s after the download, and is not reset when the
 * server answers 202 (the export was queued and arrives another way), so it cannot be queued twice.
 */
export function useXlsExport(path: string, query: ListQuery, { fileName, onQueued, onTruncated }: XlsExportOptions) {
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const exportXls = async () => {
    if (busy) return;
    setBusy(true);
    const { page: _page, rows: _rows, ...filters } = query;
    try {
      const res = await api.request<Response>(path, { query: { ...filters, format: 'xls' }, raw: true });
      if (res.status === 202) {
        onQueued?.();
        return;
      }
      saveBlob(await res.blob(), fileNameFrom(res.headers.get('Content-Disposition')) ?? fileName);
      if (res.headers.get('X-Export-Truncated') === 'true') onTruncated?.();
      timer.current = window.setTimeout(() => setBusy(false), EXPORT_BUSY_MS);
    } catch (error) {
      notify.error(error);
      setBusy(false);
    }
  };

  return { exportXls, busy };
}

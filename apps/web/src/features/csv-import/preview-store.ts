import type { TCsvPreview } from '@statera/shared';

/**
 * The last preview of each key, kept for the browser tab (sessionStorage): after a reload the page
 * that names the key in its address shows the rows again (the server keeps the file, not the preview).
 */
const KEY = (key: string) => `statera.csvImport.preview.${key}`;

export function rememberPreview(preview: TCsvPreview): void {
  try {
    sessionStorage.setItem(KEY(preview.key), JSON.stringify(preview));
  } catch {
    // a preview too big for the storage is only not restored after a reload
  }
}

export function recallPreview(key: string): TCsvPreview | null {
  try {
    const raw = sessionStorage.getItem(KEY(key));
    return raw ? (JSON.parse(raw) as TCsvPreview) : null;
  } catch {
    return null;
  }
}

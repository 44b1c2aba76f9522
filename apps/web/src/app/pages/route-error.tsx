import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../../components/status-page.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { ForbiddenPage } from './forbidden-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiError) return error.status;
  return 500;
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
const RELOADED_KEY = 'statera.chunkReload';

/** A lazy page failed to load (usually a new deployment replaced its file): reload once (spec §8). */
function reloadForChunkError(error: unknown): boolean {
  if (!(error instanceof Error) || !CHUNK_ERROR.test(error.message)) return false;
  if (window.sessionStorage.getItem(RELOADED_KEY) === window.location.href) return false;
  window.sessionStorage.setItem(RELOADED_KEY, window.location.href);
  window.location.reload();
  return true;
}

/** Route-level failures: guards' 403/404 and anything thrown while loading or rendering. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = statusOf(error);
  if (reloadForChunkError(error)) return null;
  if (status === 404) return <NotFoundPage />;
  if (status === 403) return <ForbiddenPage />;
  if (import.meta.env.DEV) console.error(error);
  return <StatusPage code="500" title={t('pages.error.title')} description={t('pages.error.description')} />;
}

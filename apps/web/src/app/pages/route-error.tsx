import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../../components/status-page.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { reloadOnChunkError } from './chunk-reload.ts';
import { ForbiddenPage } from './forbidden-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiError) return error.status;
  return 500;
}

/** Route-level failures: guards' 403/404 and anything thrown while loading or rendering. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = statusOf(error);
  if (reloadOnChunkError(error)) return null;
  if (status === 404) return <NotFoundPage />;
  if (status === 403) return <ForbiddenPage />;
  if (import.meta.env.DEV) console.error(error);
  return <StatusPage code="500" title={t('pages.error.title')} description={t('pages.error.description')} />;
}

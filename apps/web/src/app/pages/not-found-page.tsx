import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../components/status-page.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage code="404" title={t('pages.notFound.title')} description={t('pages.notFound.description')} />;
}

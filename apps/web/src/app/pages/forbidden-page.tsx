import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../components/status-page.tsx';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return <StatusPage code="403" title={t('pages.forbidden.title')} description={t('pages.forbidden.description')} />;
}

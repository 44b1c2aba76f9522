import type { TEngagement } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/query-states.tsx';

/**
 * The documents tab of the engagement page. Documents arrive with the documents work (their list,
 * uploads and comments replace this file); until then the tab says there are none.
 */
export function EngagementDocumentsTab(_props: { engagement: TEngagement }) {
  const { t } = useTranslation();
  return <EmptyState>{t('engagementRecords.documents.empty')}</EmptyState>;
}

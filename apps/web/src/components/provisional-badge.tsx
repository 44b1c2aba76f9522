import { Badge, Tooltip } from '@mantine/core';
import { isProvisionalResult, type TAssessmentStatus } from '@statera/shared';
import { useTranslation } from 'react-i18next';

/** "Provisional" beside a result that is not approved yet; nothing for an approved one. */
export function ProvisionalBadge({ status, size = 'sm' }: { status: TAssessmentStatus; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  if (!isProvisionalResult(status)) return null;
  return (
    <Tooltip label={t('review.provisionalHint')} multiline w={260} withArrow>
      <Badge color="gray" variant="outline" size={size} tabIndex={0}>
        {t('review.provisional')}
      </Badge>
    </Tooltip>
  );
}

import { Badge, Tooltip } from '@mantine/core';
import type { TAssessmentStatus } from '@statera/shared';
import { useTranslation } from 'react-i18next';

// Archived and non-eligible assessments are closed: no claim is made about their last result.
const FINAL: readonly TAssessmentStatus[] = ['approved', 'approved_pre_assessment', 'archived', 'non_eligible'];

/** A result is provisional until the approver approves it (in review, returned, being updated…). */
export const isProvisionalResult = (status: TAssessmentStatus): boolean => !FINAL.includes(status);

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

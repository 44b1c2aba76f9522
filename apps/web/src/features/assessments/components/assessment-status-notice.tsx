import { Alert } from '@mantine/core';
import { AWAITING_APPROVER_STATUSES, type TAssessment } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';

/** One line saying where the assessment stands, when that is not obvious from the page. */
export function AssessmentStatusNotice({ assessment: a }: { assessment: TAssessment }) {
  const { t } = useTranslation();
  if (a.status === 'returned' && a.abilities.answer) {
    return (
      <Alert color="orange" title={t('status.assessment.returned')}>
        {t('assessments.page.returnedInfo')}
      </Alert>
    );
  }
  if (AWAITING_APPROVER_STATUSES.includes(a.status) && !a.abilities.approve) {
    return <Alert color="violet">{t('assessments.page.waitingForReview')}</Alert>;
  }
  if (a.status === 'non_eligible') {
    return (
      <Alert color="red" title={t('assessmentLifecycle.rejected.title')}>
        {a.rejectionReason ?? t('assessmentLifecycle.rejected.noReason')}
      </Alert>
    );
  }
  if (a.status === 'approved' || a.status === 'approved_pre_assessment') {
    return <Alert color="teal">{t('assessments.page.approvedInfo', { date: formatDate(a.dateApproved) })}</Alert>;
  }
  return null;
}

import { Badge } from '@mantine/core';
import type { TAssessmentStatus, TNotStartedVariant } from '@statera/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TAssessmentStatus, string> = {
  created: 'gray',
  in_progress: 'blue',
  review: 'violet',
  returned: 'orange',
  updating: 'blue',
  to_verify: 'violet',
  approved: 'teal',
  approved_pre_assessment: 'teal',
  non_eligible: 'red',
  archived: 'gray',
};
const NOT_STARTED_COLORS: Record<TNotStartedVariant, string> = { not_due: 'gray', ready: 'cyan', overdue: 'red' };

/** An assessment's status; a created one shows its not-started variant (not due, ready, overdue). */
export function AssessmentStatusBadge({
  status,
  notStarted,
}: {
  status: TAssessmentStatus;
  notStarted?: TNotStartedVariant | null;
}) {
  const { t } = useTranslation();
  if (status === 'created' && notStarted) {
    return (
      <Badge color={NOT_STARTED_COLORS[notStarted]} variant="light">
        {t(`status.notStarted.${notStarted}`)}
      </Badge>
    );
  }
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`status.assessment.${status}`)}
    </Badge>
  );
}

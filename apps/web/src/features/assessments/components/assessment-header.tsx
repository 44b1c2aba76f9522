import { Anchor, Group } from '@mantine/core';
import type { TAssessment } from '@statera/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { AssessmentManageMenu } from './assessment-manage-menu.tsx';

export function AssessmentHeader({
  assessment: a,
  title,
  actions,
}: {
  assessment: TAssessment;
  title: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PageHeader
      above={
        <Anchor component={Link} to={`/engagements/${a.engagement.id}`} size="sm">
          ← {t('assessments.page.backToEngagement')}
        </Anchor>
      }
      title={title}
      description={t('assessments.page.subtitle', {
        individual: a.engagement.engagedIndividualName,
        entity: a.engagement.engagedEntityName,
        company: a.engagement.companyName,
      })}
      actions={
        <Group gap="sm">
          <AssessmentManageMenu assessment={a} />
          {actions}
        </Group>
      }
    />
  );
}

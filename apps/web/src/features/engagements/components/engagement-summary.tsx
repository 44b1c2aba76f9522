import { Badge, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { TEngagement } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list.tsx';
import { formatDate } from '../../../lib/format.ts';
import { CurrentAssessmentCard } from './current-assessment-card.tsx';

const person = (p: { name: string; email: string }) => `${p.name} (${p.email})`;

export function EngagementSummary({ engagement: e }: { engagement: TEngagement }) {
  const { t } = useTranslation();
  const d = (k: string) => t(`engagements.detail.${k}`);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="engagement-details-title">
        <Stack gap="md">
          <Title order={2} fz="h4" id="engagement-details-title">
            {d('details')}
          </Title>
          <DetailList
            items={[
              { label: d('status'), value: <Badge variant="light">{t(`status.engagement.${e.status}`)}</Badge> },
              { label: d('engagedIndividual'), value: e.engagedIndividualName },
              ...(e.engagedIndividualRole
                ? [{ label: d('engagedIndividualRole'), value: e.engagedIndividualRole }]
                : []),
              {
                label: d('engagedEntity'),
                value: `${e.engagedEntityName} · ${t(`status.entityType.${e.engagedEntityType}`)}`,
              },
              { label: d('entityNumber'), value: e.engagedEntityNumber ?? '—' },
              { label: d('company'), value: e.company.name },
              { label: d('department'), value: e.department?.name ?? '—' },
              { label: d('agency'), value: e.agency?.name ?? '—' },
              { label: d('service'), value: e.serviceProvided },
              {
                label: d('contractDates'),
                value: `${formatDate(e.contractDateStart)} – ${formatDate(e.contractDateEnd)}`,
              },
              { label: d('contractValue'), value: e.contractValueFormatted },
              { label: d('yourReference'), value: e.yourReference || '—' },
              { label: d('specialist'), value: person(e.answerer) },
              { label: d('approver'), value: person(e.approver) },
              ...(e.riskMargin !== null
                ? [{ label: t('engagementRecords.fields.riskMargin'), value: `${e.riskMargin}%` }]
                : []),
            ]}
          />
        </Stack>
      </Paper>
      <CurrentAssessmentCard assessment={e.currentAssessment} />
    </SimpleGrid>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { COMPANY_FIGURES, type TCompanyStatistics } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryFallback } from '../../../components/query-states.tsx';
import { api } from '../../../lib/api-client.ts';
import { companyPath } from '../../../resources/paths.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { FigureGrid } from '../../dashboards/components/figure-card.tsx';

/**
 * A company's statistics (spec §3, GET companies/{id}/statistics): its engagements, features, people
 * and assessments with its subsidiaries', each number opening its list; the statistics pages narrowed
 * to the company one click away.
 */
export function CompanyStatisticsPanel({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: queryKeys.dashboard.statistics('company', { companyId }),
    queryFn: ({ signal }) => api.get<TCompanyStatistics>(companyPath(companyId, '/statistics'), undefined, signal),
  });
  if (!query.data) return queryFallback(query);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t('companies.statistics.text')}
        </Text>
        <Button component={Link} to={`/statistics/companies?companyId=${companyId}`} variant="light" size="xs">
          {t('companies.statistics.open')}
        </Button>
      </Group>
      <FigureGrid figures={query.data} keys={COMPANY_FIGURES} alerts={['overdueAssessment', 'assessmentDonePastDue']} />
    </Stack>
  );
}

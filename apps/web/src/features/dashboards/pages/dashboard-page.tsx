import { Stack } from '@mantine/core';
import type { TMyDashboard } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { describeRange } from '../../../components/date-period-filter.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ErrorState, LoadingState } from '../../../components/query-states.tsx';
import { useMyDashboard } from '../api/get-my-dashboard.ts';
import { CompanyAdminDashboard } from '../components/company-admin-dashboard.tsx';
import { ProviderAdminDashboard, ProviderUserDashboard } from '../components/provider-dashboard.tsx';
import { ApproverDashboard, ClientUserDashboard, SpecialistDashboard } from '../components/seat-dashboards.tsx';

/**
 * `/`: the signed-in user's dashboard (spec §2 dashboards by role, §3): every number opens the list
 * whose total it is; the heatmap's rows (a group admin's choice) live in the URL.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const heatmapBy = search.get('heatmapBy') === 'department' ? 'department' : 'company';
  const query = useMyDashboard({ heatmapBy });
  const data = query.data;
  return (
    <Stack gap={0}>
      <PageHeader
        title={t('dashboard.title')}
        description={data ? t('dashboard.window', { range: describeRange(t, data.window) }) : undefined}
      />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DashboardOf
          data={query.data}
          heatmapBy={heatmapBy}
          onHeatmapByChange={(by) => setSearch(by === 'company' ? {} : { heatmapBy: by }, { replace: true })}
        />
      )}
    </Stack>
  );
}

function DashboardOf(props: {
  data: TMyDashboard;
  heatmapBy: 'company' | 'department';
  onHeatmapByChange: (by: 'company' | 'department') => void;
}) {
  const { data } = props;
  switch (data.kind) {
    case 'provider_admin':
      return <ProviderAdminDashboard data={data} />;
    case 'provider_user':
      return <ProviderUserDashboard data={data} />;
    case 'company_admin':
      return (
        <CompanyAdminDashboard data={data} heatmapBy={props.heatmapBy} onHeatmapByChange={props.onHeatmapByChange} />
      );
    case 'approver':
      return <ApproverDashboard data={data} />;
    case 'specialist':
      return <SpecialistDashboard data={data} />;
    case 'client_user':
      return <ClientUserDashboard data={data} />;
  }
}

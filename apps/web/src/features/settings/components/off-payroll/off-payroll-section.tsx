import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { queryFallback } from '../../../../components/query-states.tsx';
import { useOffPayrollScope } from '../../api/off-payroll-scope.ts';
import { ClientProfileForm } from './client-profile-form.tsx';
import { FinancialYearsPanel } from './financial-years-panel.tsx';
import { PortfolioSummary } from './portfolio-summary.tsx';
import { ScopeChanges } from './scope-changes.tsx';
import { ScopeDecisions } from './scope-decisions.tsx';

/**
 * The group settings' off-payroll tab: the client, its financial years and size figures, the
 * resulting scope per tax year with its working, the changes ahead and the money at stake.
 */
export function OffPayrollSection({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const query = useOffPayrollScope(companyId);
  if (!query.isSuccess) return queryFallback(query);
  const scope = query.data;
  const canEdit = scope.abilities.edit === true;
  return (
    <Stack gap="md">
      <Text size="sm">{t('offPayroll.scope.intro', { name: scope.companyName })}</Text>
      {!canEdit && (
        <Alert color="blue" title={t('settings.readOnlyTitle')}>
          {t('offPayroll.scope.readOnly')}
        </Alert>
      )}
      <ScopeChanges changes={scope.changes} />
      <ClientProfileForm key={JSON.stringify(scope.profile)} scope={scope} canEdit={canEdit} />
      <FinancialYearsPanel companyId={scope.companyId} years={scope.financialYears} canEdit={canEdit} />
      <ScopeDecisions decisions={scope.decisions} />
      <PortfolioSummary portfolio={scope.portfolio} />
    </Stack>
  );
}

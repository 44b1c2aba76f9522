import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState, queryFallback } from '../../../components/query-states.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useRuleSetImpact } from '../api/get-rule-set-impacts.ts';
import { ImpactClientSection } from '../components/impact-client-section.tsx';

/** /rule-set-impacts/:id: what a release would change, by client; nothing has changed yet. */
export function RuleSetImpactPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useRuleSetImpact(id);
  if (!query.data) return queryFallback(query);
  const { run, clients } = query.data;
  return (
    <Stack gap="md">
      <PageHeader
        above={
          <Anchor component={Link} to="/rule-set-impacts" size="sm">
            {t('ruleSetImpact.back')}
          </Anchor>
        }
        title={t('ruleSetImpact.reportTitle', { version: run.rulesetVersion })}
        description={t('ruleSetImpact.reportDescription', {
          questionnaire: run.questionnaireVersion,
          date: formatDateTime(run.startedAt),
        })}
      />
      <Alert color="blue" variant="light">
        <Text size="sm">
          {run.assessedCount === null
            ? t('ruleSetImpact.summaryClient', { changed: run.changedCount })
            : t('ruleSetImpact.summary', { changed: run.changedCount, assessed: run.assessedCount })}{' '}
          {t('ruleSetImpact.nothingChanged')}
        </Text>
      </Alert>
      {run.status === 'running' && <Alert color="yellow">{t('ruleSetImpact.running')}</Alert>}
      {clients.length === 0 ? (
        <EmptyState>{t('ruleSetImpact.noChanges')}</EmptyState>
      ) : (
        clients.map((c) => <ImpactClientSection key={c.clientId} runId={run.id} client={c} />)
      )}
    </Stack>
  );
}

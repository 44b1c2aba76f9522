import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { TRuleSetImpactItem, TRuleSetImpactReport } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { RiskBadge } from '../../../components/risk-badge.tsx';
import { notify } from '../../../lib/notifications/notify.ts';
import { useStartImpactReassessments } from '../api/start-impact-reassessments.ts';

type Client = TRuleSetImpactReport['clients'][number];

function Side({ side }: { side: TRuleSetImpactItem['from'] }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">
        {t(`outcome.${side.outcome}`)} {side.employed}%
      </Text>
      <RiskBadge risk={side.riskLevel} size="sm" />
    </Group>
  );
}

/** One client's changed results: what each would become, why, and reassessments for the chosen ones. */
export function ImpactClientSection({ runId, client }: { runId: string; client: Client }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string[]>([]);
  const start = useStartImpactReassessments(runId);
  const selectable = client.items.filter((i) => i.canStartReassessment).map((i) => i.assessmentId);
  const columns: DataTableColumn<TRuleSetImpactItem>[] = [
    {
      key: 'engagement',
      title: t('ruleSetImpact.columns.engagement'),
      primary: true,
      render: (i) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/engagements/${i.engagementId}`} size="sm" fw={600}>
            {i.engagedIndividualName ?? t('ruleSetImpact.unnamed')}
          </Anchor>
          <Text size="xs" c="dimmed">
            {i.companyName}
          </Text>
        </Stack>
      ),
    },
    { key: 'from', title: t('ruleSetImpact.columns.from'), render: (i) => <Side side={i.from} /> },
    { key: 'to', title: t('ruleSetImpact.columns.to'), render: (i) => <Side side={i.to} /> },
    {
      key: 'change',
      title: t('ruleSetImpact.columns.change'),
      render: (i) => (
        <Stack gap={2}>
          {i.from.outcome !== i.to.outcome && (
            <Badge color="red" variant="light" size="sm">
              {t('ruleSetImpact.outcomeFlips')}
            </Badge>
          )}
          <Text size="sm">
            {t('ruleSetImpact.points', { count: i.employedChange, signed: signed(i.employedChange) })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'questions',
      title: t('ruleSetImpact.columns.questions'),
      width: 320,
      render: (i) =>
        i.questions.length === 0 ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {i.questions.map((q) => (
              <List.Item key={q.questionId}>
                <Text size="sm" span>
                  {q.question}
                </Text>{' '}
                <Text size="xs" c="dimmed" span>
                  {t(`ruleSetImpact.why.${q.why}`, { answer: q.answer })}
                  {q.delta !== null ? ` (${signed(q.delta)})` : ''}
                </Text>
              </List.Item>
            ))}
          </List>
        ),
    },
    {
      key: 'reassessment',
      title: t('ruleSetImpact.columns.reassessment'),
      render: (i) =>
        i.reassessmentId ? (
          <Anchor component={Link} to={`/assessments/${i.reassessmentId}`} size="sm">
            {t('ruleSetImpact.reassessmentStarted')}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('ruleSetImpact.noReassessment')}
          </Text>
        ),
    },
  ];
  const onStart = () =>
    start.mutateAsync(selected).then((r) => {
      setSelected([]);
      notify.success(t('ruleSetImpact.started', { count: r.started.length }));
      if (r.skipped.length > 0)
        notify.push({ kind: 'warning', message: t('ruleSetImpact.skipped', { count: r.skipped.length }) });
    }, notify.error);
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} fz="h4">
          {client.clientName}
        </Title>
        {selectable.length > 0 && (
          <Button onClick={() => void onStart()} disabled={selected.length === 0} loading={start.isPending}>
            {t('ruleSetImpact.startReassessments', { count: selected.length })}
          </Button>
        )}
      </Group>
      <DataTable<TRuleSetImpactItem>
        label={client.clientName}
        columns={columns}
        records={client.items}
        rowKey={(i) => i.assessmentId}
        rowLabel={(i) => i.engagedIndividualName ?? i.assessmentId}
        {...(selectable.length > 0
          ? {
              selection: {
                selectedKeys: selected,
                onChange: (keys: string[]) => setSelected(keys.filter((k) => selectable.includes(k))),
              },
            }
          : {})}
      />
    </Paper>
  );
}

const signed = (n: number) => `${n > 0 ? '+' : ''}${n}`;

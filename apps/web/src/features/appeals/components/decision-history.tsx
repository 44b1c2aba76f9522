import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isAppealCategoryId, type TAppeal, type TAppealDecisionRecord } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/query-states.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** Every decision made, newest first (the current one included once). */
export function decisionsOf(appeal: Pick<TAppeal, 'currentDecision' | 'historyDecisions'>): TAppealDecisionRecord[] {
  const all = [...appeal.historyDecisions];
  const current = appeal.currentDecision;
  if (current && !all.some((d) => d.dateCreated === current.dateCreated && d.decision === current.decision))
    all.push(current);
  return all.sort((a, b) => b.dateCreated.localeCompare(a.dateCreated));
}

function Decision({ d, current }: { d: TAppealDecisionRecord; current: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={t(`appeals.decision.${d.decision}`)}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Badge color={d.decision === 'accepted' ? 'teal' : 'gray'}>{t(`appeals.decision.${d.decision}`)}</Badge>
            {current && (
              <Badge variant="outline" size="sm">
                {t('appeals.decisions.current')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {d.maker
              ? t('appeals.decisions.by', { name: d.maker.name, date: formatDateTime(d.dateCreated) })
              : formatDateTime(d.dateCreated)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {d.comment}
        </Text>
        {d.additionalMailComment && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={600}>
              {t('appeals.decisions.mailComment')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {d.additionalMailComment}
            </Text>
          </Stack>
        )}
        {d.conflictReason && (
          <Alert color="orange" variant="light" title={t('appeals.decisions.conflictTitle')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {d.conflictReason}
            </Text>
          </Alert>
        )}
        {d.categories.length > 0 && (
          <Group gap={4} aria-label={t('appeals.decisions.categories')}>
            {d.categories.map((c) => (
              <Badge key={c} variant="light" color="gray" size="sm">
                {isAppealCategoryId(c) ? t(`appealCategories.${c}`) : c}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The decisions of the appeal (accepted: reassessment needed; rejected: no change), reopenings leave the earlier ones here. */
export function DecisionHistory({ appeal }: { appeal: TAppeal }) {
  const { t } = useTranslation();
  const decisions = decisionsOf(appeal);
  return (
    <Stack gap="sm" component="section" aria-labelledby="appeal-decisions-title">
      <Title order={3} fz="h5" id="appeal-decisions-title">
        {t('appeals.decisions.title')}
      </Title>
      {decisions.length === 0 ? (
        <EmptyState>{t('appeals.decisions.empty')}</EmptyState>
      ) : (
        decisions.map((d, i) => (
          <Decision key={`${d.dateCreated}-${d.decision}`} d={d} current={i === 0 && appeal.currentDecision !== null} />
        ))
      )}
    </Stack>
  );
}

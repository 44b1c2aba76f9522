import { Badge, Group, List, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { TAssessment, TVersionChanges } from '@statera/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/query-states.tsx';
import { RiskBadge } from '../../../components/risk-badge.tsx';
import { formatDate, formatPercent } from '../../../lib/format.ts';
import { useVersionChanges } from '../api/get-version-changes.ts';
import { useVersions } from '../api/get-versions.ts';
import { useMarkVersionSeen } from '../api/mark-version-seen.ts';

interface Props {
  assessment: TAssessment;
  version: number;
  onVersionChange: (version: number) => void;
  /** The version the approver had seen before opening the page (what is "new" to them). */
  seenBefore: number;
}

/**
 * The submitted versions with a picker, and what the picked version changed against the one before
 * (computed by the server). Opening it as the approver marks the latest version seen.
 */
export function VersionPanel({ assessment: a, version, onVersionChange, seenBefore }: Props) {
  const { t } = useTranslation();
  const versions = useVersions(a.id);
  const diff = useVersionChanges(a.id, version);
  const markSeen = useMarkVersionSeen(a.id);
  const marked = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the approver has a newer version to see
  useEffect(() => {
    if (a.abilities.markVersionSeen && a.lastVersion > a.versionSeen && !marked.current) {
      marked.current = true;
      markSeen.mutate({ version: a.lastVersion });
    }
  }, [a.lastVersion]);

  if (versions.isPending) return <LoadingState />;
  if (versions.isError) return <ErrorState error={versions.error} onRetry={() => void versions.refetch()} />;
  if (versions.data.length === 0) return null;
  const picked = versions.data.find((v) => v.version === version) ?? versions.data[0]!;
  const shown = diff.data;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="versions-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="h4" id="versions-title">
            {t('review.versions.title')}
          </Title>
          {versions.data.length > 1 && (
            <Select
              aria-label={t('review.versions.pick')}
              w={{ base: '100%', xs: 240 }}
              allowDeselect={false}
              value={String(picked.version)}
              onChange={(v) => v && onVersionChange(Number(v))}
              data={versions.data.map((v) => ({
                value: String(v.version),
                label: t('review.versions.option', { version: v.version, date: formatDate(v.dateCreated) }),
              }))}
            />
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            {t('review.versions.summary', {
              version: picked.version,
              date: formatDate(picked.dateCreated),
              outcome: t(`outcome.${picked.outcome}`),
              percent: formatPercent(picked.outcome === 'employed' ? picked.employed : picked.selfEmployed),
            })}
          </Text>
          <RiskBadge risk={picked.riskLevel} size="sm" />
          {picked.version > seenBefore && (
            <Badge color="red" variant="light" size="sm">
              {t('review.versions.new')}
            </Badge>
          )}
        </Group>
        {picked.version < 2 && (
          <Text size="sm" c="dimmed">
            {t('review.versions.first')}
          </Text>
        )}
        {picked.version >= 2 && !shown && diff.isPending && <LoadingState />}
        {picked.version >= 2 && diff.isError && <ErrorState error={diff.error} onRetry={() => void diff.refetch()} />}
        {picked.version >= 2 && shown && <VersionDiff changes={shown} />}
      </Stack>
    </Paper>
  );
}

/** The changes of one version: changed answers (from → to), questions that came onto and left the path. */
export function VersionDiff({ changes: c }: { changes: TVersionChanges }) {
  const { t } = useTranslation();
  const nothing = c.changed.length + c.enteredPath.length + c.leftPath.length === 0;
  return (
    <Stack gap="xs" aria-label={t('review.diff.title', { version: c.version, previous: c.previousVersion })}>
      <Text size="sm" fw={600}>
        {t('review.diff.title', { version: c.version, previous: c.previousVersion })}
      </Text>
      {nothing && <Text size="sm">{t('review.diff.none')}</Text>}
      {c.changed.length > 0 && (
        <List size="sm" spacing={4} aria-label={t('review.diff.changed')}>
          {c.changed.map((ch) => (
            <List.Item key={ch.questionId} style={{ overflowWrap: 'anywhere' }}>
              {ch.question} — <s>{ch.fromText}</s> → <b>{ch.toText}</b>
            </List.Item>
          ))}
        </List>
      )}
      {c.enteredPath.length > 0 && (
        <>
          <Text size="xs" c="dimmed" fw={600}>
            {t('review.diff.entered')}
          </Text>
          <List size="sm" spacing={4}>
            {c.enteredPath.map((q) => (
              <List.Item key={q.questionId}>{q.question}</List.Item>
            ))}
          </List>
        </>
      )}
      {c.leftPath.length > 0 && (
        <>
          <Text size="xs" c="dimmed" fw={600}>
            {t('review.diff.left')}
          </Text>
          <List size="sm" spacing={4}>
            {c.leftPath.map((q) => (
              <List.Item key={q.questionId}>{q.question}</List.Item>
            ))}
          </List>
        </>
      )}
      <Text size="xs" c="dimmed">
        {t('review.diff.unchanged', { count: c.unchanged })}
      </Text>
    </Stack>
  );
}

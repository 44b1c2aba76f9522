import { Badge, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import type { TEngagementHistoryEntry } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, queryFallback } from '../../../components/query-states.tsx';
import { formatDate, formatDateTime, formatPence, formatPounds } from '../../../lib/format.ts';
import { HISTORY_ROWS, useEngagementHistory } from '../api/get-engagement-history.ts';

const DATE_FIELDS = new Set(['contractStart', 'contractEnd']);
const HIDDEN_FIELDS = new Set(['status', 'updatedAt', 'archivedAt', 'endedAt', 'transformedAt', 'deletedAt']);

/** One value as shown: a record's name for its id, dates DD.MM.YYYY, money in pounds, empty as a dash. */
function show(field: string, value: unknown, labels: Record<string, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && labels[value]) return labels[value];
  if (field === 'contractValue' && typeof value === 'number') return formatPounds(value);
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (DATE_FIELDS.has(field) && typeof value === 'string') return formatDate(value);
  if (field === 'contractValuePence' && typeof value === 'number') return formatPence(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function Entry({ entry, labels }: { entry: TEngagementHistoryEntry; labels: Record<string, string> }) {
  const { t } = useTranslation();
  const changes = entry.changes.filter((c) => !HIDDEN_FIELDS.has(c.field));
  const status = entry.changes.find((c) => c.field === 'status');
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {t(`engagementRecords.history.actions.${entry.action}`, { defaultValue: entry.action })}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(entry.dateCreated)} · {entry.actor?.name || t('engagementRecords.history.system')}
        </Text>
      </Group>
      {status && (
        <Group gap={4} mt={4}>
          <Badge variant="light" size="sm">
            {t(`status.engagement.${String(status.before)}`, { defaultValue: String(status.before ?? '—') })}
          </Badge>
          <Text size="xs">→</Text>
          <Badge variant="light" size="sm">
            {t(`status.engagement.${String(status.after)}`, { defaultValue: String(status.after ?? '—') })}
          </Badge>
        </Group>
      )}
      {changes.length > 0 && (
        <Stack gap={2} mt={4}>
          {changes.map((c) => (
            <Text key={c.field} size="xs" style={{ overflowWrap: 'anywhere' }}>
              {t(`engagementRecords.history.fields.${c.field}`, { defaultValue: c.field })}:{' '}
              {show(c.field, c.before, labels)} → {show(c.field, c.after, labels)}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The engagement's history of changes (read from the audit events), newest first, 10 a page. */
export function EngagementHistory({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useEngagementHistory(engagementId, page);
  return (
    <Stack gap="sm" component="section" aria-labelledby="engagement-history-title">
      <Title order={2} fz="h4" id="engagement-history-title">
        {t('engagementRecords.history.title')}
      </Title>
      {!query.isSuccess ? (
        queryFallback(query)
      ) : query.data.total === 0 ? (
        <EmptyState>{t('engagementRecords.history.empty')}</EmptyState>
      ) : (
        <>
          <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {query.data.data.map((entry) => (
              <Entry key={entry.id} entry={entry} labels={query.data.labels ?? {}} />
            ))}
          </Stack>
          {query.data.total > HISTORY_ROWS && (
            <Pagination total={Math.ceil(query.data.total / HISTORY_ROWS)} value={page} onChange={setPage} size="sm" />
          )}
        </>
      )}
    </Stack>
  );
}

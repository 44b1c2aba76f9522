import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TContractorReportMailGroup, TContractorReportRecipient, TEngagement } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states.tsx';
import { can } from '../../../lib/abilities.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useContractorReportHistory, useResendContractorReport } from '../api/contractor-report-history.ts';
import { SendContractorReportModal } from './send-contractor-report-modal.tsx';

const STATUS_COLORS: Record<TContractorReportRecipient['emailStatus'], string> = {
  held: 'gray',
  queued: 'blue',
  sent: 'teal',
  deferred: 'yellow',
  failed: 'red',
};

/** One recipient's receipt: delivery, first opened, first downloaded (with the count). */
function RecipientRow({ r }: { r: TContractorReportRecipient }) {
  const { t } = useTranslation();
  const c = (key: string, params?: Record<string, unknown>) => t(`contractorReports.history.${key}`, params);
  return (
    <Stack gap={2} py={6} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }} role="listitem">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {r.email}
        </Text>
        <Badge variant="light" size="sm">
          {t(`contractorReports.party.${r.party}`)}
        </Badge>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Badge color={STATUS_COLORS[r.emailStatus]} size="sm" variant="dot">
          {r.emailStatus === 'held' && r.delayedUntil
            ? c('heldUntil', { date: formatDateTime(r.delayedUntil) })
            : t(`contractorReports.status.${r.emailStatus}`)}
        </Badge>
        <Text size="xs" c="dimmed">
          {r.firstOpenedAt ? c('opened', { date: formatDateTime(r.firstOpenedAt) }) : c('notOpened')}
        </Text>
        <Text size="xs" c="dimmed">
          {r.firstDownloadedAt
            ? c('downloaded', { date: formatDateTime(r.firstDownloadedAt), count: r.downloadCount })
            : c('notDownloaded')}
        </Text>
      </Group>
    </Stack>
  );
}

function Sending({
  g,
  canResend,
  onResend,
}: {
  g: TContractorReportMailGroup;
  canResend: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  const c = (key: string, params?: Record<string, unknown>) => t(`contractorReports.history.${key}`, params);
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="article"
      aria-label={c('sending', { date: formatDate(g.dateCreated) })}
    >
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Text size="sm" fw={600}>
            {t('contractorReports.version', { version: g.reportVersion })} · {formatDateTime(g.dateCreated)}
          </Text>
          {g.sentBy && (
            <Text size="xs" c="dimmed">
              {c('sentBy', { name: g.sentBy.name })}
            </Text>
          )}
        </div>
        {canResend && (
          <Button size="xs" variant="light" onClick={onResend}>
            {c('resend')}
          </Button>
        )}
      </Group>
      {g.comment && (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {g.comment}
        </Text>
      )}
      <Stack gap={0} mt="xs" role="list" aria-label={c('recipients')}>
        {g.recipients.map((r) => (
          <RecipientRow key={r.id} r={r} />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * "Statement sent to" (engagement page): send the statement to the worker and the fee-payer chain,
 * and the receipts of every sending down the chain. Shown, and asked for, only when the engagement's
 * `viewContractorReports` ability lets the reader see the sendings.
 */
export function ContractorReportCard({ engagement }: { engagement: Pick<TEngagement, 'id' | 'abilities'> }) {
  const { t } = useTranslation();
  const engagementId = engagement.id;
  const allowed = can(engagement, 'viewContractorReports');
  const history = useContractorReportHistory(engagementId, allowed);
  const resend = useResendContractorReport();
  const [sending, setSending] = useState(false);
  const [resendId, setResendId] = useState<string | null>(null);

  if (!allowed) return null;
  const c = (key: string, params?: Record<string, unknown>) => t(`contractorReports.history.${key}`, params);
  const h = history.data;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="contractor-report-card-title">
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} fz="h4" id="contractor-report-card-title">
            {c('title')}
          </Title>
          {h?.abilities.send && (
            <Button size="sm" onClick={() => setSending(true)} disabled={!h.report}>
              {c('send')}
            </Button>
          )}
        </Group>
        {history.isPending && <LoadingState />}
        {history.error && <ErrorState error={history.error} onRetry={() => void history.refetch()} />}
        {h && !h.report && (
          <Text size="sm" c="dimmed">
            {c('noReport')}
          </Text>
        )}
        {h && h.data.length === 0 && <EmptyState>{c('empty')}</EmptyState>}
        {h?.data.map((g) => (
          <Sending key={g.id} g={g} canResend={h.abilities.resend === true} onResend={() => setResendId(g.id)} />
        ))}
      </Stack>
      {h && (
        <SendContractorReportModal
          engagementId={engagementId}
          history={h}
          opened={sending}
          onClose={() => setSending(false)}
        />
      )}
      <ConfirmModal
        title={c('resendTitle')}
        message={c('resendMessage')}
        confirmLabel={c('resend')}
        opened={resendId !== null}
        onClose={() => setResendId(null)}
        onConfirm={async () => {
          try {
            await resend.mutateAsync({ id: engagementId, engagementMailGroupId: resendId! });
            notify.success(c('resent'));
          } catch (error) {
            notify.error(error);
            throw error;
          }
        }}
      />
    </Paper>
  );
}

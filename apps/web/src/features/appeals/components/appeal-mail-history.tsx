import { Button, Group, Stack, Text } from '@mantine/core';
import { EMAIL_EVENTS, type TAppeal, type TAppealMail, type TEmailEventRecord } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { EmailHistory, NotificationTrackerLabel } from '../../../components/email-tracker/email-history.tsx';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { can } from '../../../lib/abilities.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useAppealMails, useResendAppealMail } from '../api/appeal-mails.ts';

/** The delivery events the email tracker knows (an unknown name from the server is left out, not mislabelled). */
export function knownEvents(mail: TAppealMail): TEmailEventRecord[] {
  return mail.events.filter((e): e is TEmailEventRecord => (EMAIL_EVENTS as readonly string[]).includes(e.event));
}

/**
 * Every email of the appeal (to the worker and the managers) with its delivery status: the latest
 * tracker event as a label, the whole history on demand, and a resend for those allowed.
 */
export function AppealMailHistory({ appeal }: { appeal: TAppeal }) {
  const { t } = useTranslation();
  const m = (k: string, o?: Record<string, unknown>) => t(`appeals.mails.${k}`, o);
  const mails = useAppealMails(appeal.id);
  const resend = useResendAppealMail(appeal.id);
  const [details, setDetails] = useState<TAppealMail | null>(null);
  const [resending, setResending] = useState<TAppealMail | null>(null);
  const canResend = can(appeal, 'resendMail');

  const columns: DataTableColumn<TAppealMail>[] = [
    {
      key: 'subject',
      title: m('subject'),
      primary: true,
      render: (mail) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {mail.subject}
          </Text>
          {mail.resendOfId && (
            <Text size="xs" c="dimmed">
              {m('resendOf')}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'to',
      title: m('to'),
      render: (mail) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {mail.to}
        </Text>
      ),
    },
    { key: 'date', title: m('date'), render: (mail) => formatDateTime(mail.dateSent ?? mail.dateCreated) },
    {
      key: 'status',
      title: m('status'),
      render: (mail) => (
        <Stack gap={2}>
          <NotificationTrackerLabel events={knownEvents(mail)} />
          <Text size="xs" c="dimmed">
            {t(`appeals.mails.statuses.${mail.status}`, { defaultValue: mail.status })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'actions',
      title: m('actions'),
      render: (mail) => (
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="default" onClick={() => setDetails(mail)}>
            {m('details')}
          </Button>
          {canResend && mail.resendable && (
            <Button size="xs" variant="light" onClick={() => setResending(mail)}>
              {m('resend')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-label={m('title')}>
      <DataTable
        label={m('title')}
        columns={columns}
        records={mails.data}
        rowKey={(mail) => mail.id}
        loading={mails.isPending}
        error={mails.isError ? mails.error : undefined}
        onRetry={() => void mails.refetch()}
        emptyText={m('empty')}
      />
      <AppModal
        title={details ? m('detailsTitle', { subject: details.subject }) : ''}
        opened={details !== null}
        onClose={() => setDetails(null)}
        cancelLabel={t('common.close')}
      >
        {details && <EmailHistory events={knownEvents(details).map((e) => ({ ...e, email: details.to }))} />}
      </AppModal>
      <ConfirmModal
        title={m('resendTitle')}
        message={resending ? m('resendMessage', { subject: resending.subject, to: resending.to }) : ''}
        confirmLabel={m('resend')}
        opened={resending !== null}
        onClose={() => setResending(null)}
        onConfirm={async () => {
          try {
            await resend.mutateAsync(resending!.id);
            notify.success(m('resent'));
          } catch (error) {
            notify.error(error);
            throw error;
          }
        }}
      />
    </Stack>
  );
}

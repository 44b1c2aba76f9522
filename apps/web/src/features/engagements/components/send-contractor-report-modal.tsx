import { Alert, Badge, Group, Stack, Text, Textarea } from '@mantine/core';
import {
  CONTRACTOR_REPORT_COMMENT_MAX,
  invalidEmails,
  parseEmailList,
  type TContractorReportHistory,
} from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useSendContractorReport } from '../api/contractor-report-history.ts';

interface Props {
  engagementId: string;
  history: TContractorReportHistory;
  opened: boolean;
  onClose: () => void;
}

/**
 * Send the statement: the worker and the agency come from the engagement (always included), more
 * addresses comma-separated (each checked with the shared email rule), and an optional message.
 */
export function SendContractorReportModal({ engagementId, history, opened, onClose }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [comment, setComment] = useState('');
  const [blurred, setBlurred] = useState(false);
  const send = useSendContractorReport();
  const emails = parseEmailList(text);
  const invalid = invalidEmails(emails);
  const total = new Set([
    ...history.defaultRecipients.map((r) => r.email),
    ...emails.filter((e) => !invalid.includes(e)),
  ]).size;
  const fieldError = send.error instanceof ApiError ? send.error.errors.emails?.[0] : undefined;

  const submit = () =>
    send.mutate(
      { id: engagementId, body: { emails, comment: comment.trim() || null } },
      {
        onSuccess: (h) => {
          const held = h.data[0]?.recipients.some((r) => r.delayedUntil !== null);
          notify.success(t(held ? 'contractorReports.send.held' : 'contractorReports.send.sent'));
          setText('');
          setComment('');
          onClose();
        },
      },
    );

  return (
    <AppModal
      title={t('contractorReports.send.title')}
      opened={opened}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('contractorReports.send.submit', { count: Math.max(total, 1) })}
      submitDisabled={total === 0 || invalid.length > 0 || comment.length > CONTRACTOR_REPORT_COMMENT_MAX}
      busy={send.isPending}
      size="lg"
    >
      <Stack gap="md">
        {history.report && (
          <Text size="sm">{t('contractorReports.send.statement', { version: history.report.version })}</Text>
        )}
        <div>
          <Text size="sm" fw={500}>
            {t('contractorReports.send.fromEngagement')}
          </Text>
          {history.defaultRecipients.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('contractorReports.send.noDefaults')}
            </Text>
          ) : (
            <Stack gap={4} mt={4} aria-label={t('contractorReports.send.fromEngagement')}>
              {history.defaultRecipients.map((r) => (
                <Group key={r.email} gap="xs" wrap="nowrap">
                  <Badge variant="light" size="sm">
                    {t(`contractorReports.party.${r.party}`)}
                  </Badge>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {r.email}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </div>
        <Textarea
          label={t('contractorReports.send.emails')}
          description={t('contractorReports.send.emailsHint')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setBlurred(false);
          }}
          onBlur={() => setBlurred(true)}
          error={
            (blurred || text.trimEnd().endsWith(',')) && invalid.length > 0
              ? t('contractorReports.send.invalidEmails', { emails: invalid.join(', ') })
              : fieldError
                ? t(fieldError)
                : undefined
          }
          autosize
          minRows={2}
          data-autofocus
        />
        <Textarea
          label={t('contractorReports.send.comment')}
          description={t('contractorReports.send.commentHint')}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          error={comment.length > CONTRACTOR_REPORT_COMMENT_MAX ? t('errors.maxLength') : undefined}
          autosize
          minRows={2}
        />
        {send.error && !fieldError && (
          <Alert color="red" role="alert">
            {errorMessage(t, send.error)}
          </Alert>
        )}
      </Stack>
    </AppModal>
  );
}

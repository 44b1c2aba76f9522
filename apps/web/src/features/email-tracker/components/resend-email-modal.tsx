import { Stack, Text, TextInput } from '@mantine/core';
import { type TNotificationRecipient, ZResendEmail } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useResendEmail } from '../api/resend-email.ts';

interface Props {
  engagementId: string;
  recipient: TNotificationRecipient;
  /** A statement email: a new link and code are issued. */
  statement: boolean;
  opened: boolean;
  onClose: () => void;
}

/** "Edit address and resend" for a blocked, bounced or dropped email (spec §8). */
export function ResendEmailModal({ engagementId, recipient, statement, opened, onClose }: Props) {
  const { t } = useTranslation();
  const form = useAppForm({ schema: ZResendEmail, defaultValues: { email: recipient.email } });
  const resend = useResendEmail();

  const submit = form.handleSubmit(async ({ email }) => {
    if (!recipient.emailMessageId) return;
    try {
      await resend.mutateAsync({ engagementId, messageId: recipient.emailMessageId, body: { email } });
      notify.success(t('emailTracker.resent', { email }));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error))) notify.error(error);
    }
  });

  return (
    <AppModal
      title={t('emailTracker.resendModal.title')}
      opened={opened}
      onClose={onClose}
      onSubmit={() => submit()}
      submitLabel={t('emailTracker.resendModal.submit')}
      submitDisabled={!form.isValid}
      busy={resend.isPending}
    >
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('emailTracker.resendModal.text', { email: recipient.email })}
        </Text>
        {statement && <Text size="sm">{t('emailTracker.resendModal.statementText')}</Text>}
        <TextInput
          label={t('emailTracker.resendModal.email')}
          type="email"
          required
          autoComplete="off"
          data-autofocus
          {...form.textProps('email')}
        />
      </Stack>
    </AppModal>
  );
}

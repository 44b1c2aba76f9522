import { Alert, Button, Code, CopyButton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../../components/modals/app-modal.tsx';

/** Shows a signing secret once (after creating an endpoint or rotating its secret), with a copy button. */
export function WebhookSecretModal({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal
      title={t('webhooks.secret.title')}
      opened
      onClose={onClose}
      onSubmit={onClose}
      submitLabel={t('webhooks.secret.done')}
      cancelLabel={false}
    >
      <Stack gap="sm">
        <Alert color="yellow" variant="light">
          {t('webhooks.secret.once')}
        </Alert>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="webhook-secret">
          {secret}
        </Code>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy} w="fit-content">
              {copied ? t('webhooks.secret.copied') : t('webhooks.secret.copy')}
            </Button>
          )}
        </CopyButton>
        <Text size="sm" c="dimmed">
          {t('webhooks.secret.verify')}
        </Text>
      </Stack>
    </AppModal>
  );
}

import { Alert, Anchor, Button, Card, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useLiveCurrentUser } from '../../../lib/current-user.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useAuthorizationToken } from '../../../lib/use-authorization-token.ts';
import { useGenerateApiKey } from '../api/generate-api-key.ts';
import { ApiKeyDisplay } from '../components/api-key-display.tsx';

/**
 * /api-key-generator: an API user generates their key after confirming their password (provider
 * admins are not asked). The key is shown once; generating again (after a confirmation) replaces
 * the old key.
 */
export function ApiKeyGeneratorPage() {
  const { t } = useTranslation();
  const { user } = useLiveCurrentUser();
  const generate = useGenerateApiKey(user.id);
  const authorize = useAuthorizationToken();
  const [confirming, setConfirming] = useState(false);
  const hasKey = user.hasApiKeyGenerated || generate.isSuccess;

  /** Asks for the password (a one-time authorization token), then generates; failures show above. */
  const run = async () => {
    const authorization = await authorize({
      title: t('apiAccess.key.passwordTitle'),
      description: t('apiAccess.key.passwordDescription'),
    });
    if (authorization) generate.mutate(authorization);
  };

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={t('apiAccess.key.title')} description={t('apiAccess.key.description')} />
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          {generate.isError && (
            <Alert color="red" role="alert">
              {errorMessage(t, generate.error)}
            </Alert>
          )}
          {generate.data ? (
            <ApiKeyDisplay apiKey={generate.data.key} />
          ) : (
            <Text size="sm">{hasKey ? t('apiAccess.key.existing') : t('apiAccess.key.none')}</Text>
          )}
          <div>
            <Button
              onClick={() => (hasKey ? setConfirming(true) : void run())}
              loading={generate.isPending}
              color={hasKey ? 'orange' : undefined}
            >
              {hasKey ? t('apiAccess.key.regenerate') : t('apiAccess.key.generate')}
            </Button>
          </div>
          <Text size="sm">
            <Anchor component={Link} to="/documentation">
              {t('apiAccess.key.toDocumentation')}
            </Anchor>
          </Text>
        </Stack>
      </Card>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('apiAccess.key.confirmTitle')}
        message={t('apiAccess.key.confirmMessage')}
        confirmLabel={t('apiAccess.key.regenerate')}
        color="orange"
        onConfirm={() => void run()}
      />
    </Stack>
  );
}

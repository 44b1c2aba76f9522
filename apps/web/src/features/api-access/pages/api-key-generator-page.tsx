import { Alert, Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { TApiKeySummary, TCreateApiKey, TCreatedApiKey } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useLiveCurrentUser } from '../../../lib/current-user.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useAuthorizationToken } from '../../../lib/use-authorization-token.ts';
import { useCreateApiKey } from '../api/create-api-key.ts';
import { useApiKeys } from '../api/list-api-keys.ts';
import { useRevokeApiKey } from '../api/revoke-api-key.ts';
import { useRotateApiKey } from '../api/rotate-api-key.ts';
import { ApiKeyDisplay } from '../components/api-key-display.tsx';
import { ApiKeyForm } from '../components/api-key-form.tsx';
import { ApiKeyList } from '../components/api-key-list.tsx';

type Pending = { action: 'rotate' | 'revoke'; key: TApiKeySummary } | null;

/**
 * /api-key-generator: an API user's keys (docs/decisions/api-keys.md). Making a key or a new secret
 * asks for the password (a one-time authorization token); the secret is shown once, above the list.
 */
export function ApiKeyGeneratorPage() {
  const { t } = useTranslation();
  const { user } = useLiveCurrentUser();
  const keys = useApiKeys();
  const create = useCreateApiKey(user.id);
  const rotate = useRotateApiKey();
  const revoke = useRevokeApiKey(user.id);
  const authorize = useAuthorizationToken();
  const [shown, setShown] = useState<{ made: TCreatedApiKey; message: string } | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  const confirmPassword = () =>
    authorize({ title: t('apiAccess.key.passwordTitle'), description: t('apiAccess.key.passwordDescription') });

  const make = async (input: TCreateApiKey) => {
    const authorization = await confirmPassword();
    if (!authorization) return;
    const made = await create.mutateAsync({ input, authorization });
    setShown({ made, message: t('apiAccess.keys.made', { name: made.apiKey.name }) });
  };

  const confirm = async () => {
    if (!pending) return;
    const { key } = pending;
    if (pending.action === 'revoke') {
      await revoke.mutateAsync(key.id).catch(notify.rethrow);
      if (shown?.made.apiKey.id === key.id) setShown(null);
      notify.success(t('apiAccess.keys.revoked', { name: key.name }));
      return;
    }
    const authorization = await confirmPassword();
    if (!authorization) return;
    const made = await rotate.mutateAsync({ id: key.id, authorization }).catch(notify.rethrow);
    setShown({ made, message: t('apiAccess.keys.rotated', { name: key.name }) });
  };

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('apiAccess.key.title')} description={t('apiAccess.key.description')} />
      {shown && (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <Text fw={600}>{shown.message}</Text>
            <ApiKeyDisplay apiKey={shown.made.key} />
          </Stack>
        </Card>
      )}
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('apiAccess.keys.makeTitle')}
          </Title>
          {create.isError && (
            <Alert color="red" role="alert">
              {errorMessage(t, create.error)}
            </Alert>
          )}
          <ApiKeyForm onSubmit={make} busy={create.isPending} />
        </Stack>
      </Card>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('apiAccess.keys.listTitle')}
        </Title>
        <ApiKeyList
          keys={keys.data}
          loading={keys.isPending}
          error={keys.error}
          onRetry={() => void keys.refetch()}
          onRotate={(key) => setPending({ action: 'rotate', key })}
          onRevoke={(key) => setPending({ action: 'revoke', key })}
        />
      </Stack>
      <Text size="sm">
        <Anchor component={Link} to="/documentation">
          {t('apiAccess.key.toDocumentation')}
        </Anchor>
      </Text>
      <ConfirmModal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t(pending?.action === 'revoke' ? 'apiAccess.keys.revokeTitle' : 'apiAccess.keys.rotateTitle', {
          name: pending?.key.name ?? '',
        })}
        message={t(pending?.action === 'revoke' ? 'apiAccess.keys.revokeMessage' : 'apiAccess.keys.rotateMessage')}
        confirmLabel={t(pending?.action === 'revoke' ? 'apiAccess.keys.revoke' : 'apiAccess.keys.rotate')}
        color={pending?.action === 'revoke' ? 'red' : 'orange'}
        onConfirm={confirm}
      />
    </Stack>
  );
}

import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A freshly generated key, shown once, with a copy button and the warning that it will not be shown again. */
export function ApiKeyDisplay({ apiKey }: { apiKey: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert color="orange" role="alert" title={t('apiAccess.key.onceTitle')}>
        {t('apiAccess.key.onceWarning')}
      </Alert>
      <Text size="sm" fw={600} id="api-key-label">
        {t('apiAccess.key.yourKey')}
      </Text>
      <Group gap="sm" wrap="nowrap" align="center">
        <Code block aria-labelledby="api-key-label" style={{ wordBreak: 'break-all', flex: 1 }} data-testid="api-key">
          {apiKey}
        </Code>
        <CopyButton value={apiKey}>
          {({ copied, copy }) => (
            <Button onClick={copy} color={copied ? 'teal' : undefined} variant={copied ? 'filled' : 'light'}>
              {copied ? t('apiAccess.key.copied') : t('apiAccess.key.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

import { Alert, Button, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyFromInput } from '../api/appeal-key-store.ts';

/**
 * /appeal without a key: the worker's right to disagree with a Status Determination Statement, and
 * a field for the link from the email (no account is needed). `unavailable`: the link did not work.
 */
export function AppealIntro({ onKey, unavailable = false }: { onKey: (key: string) => void; unavailable?: boolean }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = keyFromInput(value);
    if (!key) return setError(t('appealContractor.intro.invalidLink'));
    setError(null);
    onKey(key);
  };
  return (
    <Stack gap="lg">
      {unavailable && (
        <Alert color="orange" role="alert" title={t('appealContractor.unavailable.title')}>
          {t('appealContractor.unavailable.text')}
        </Alert>
      )}
      <div>
        <Title order={2}>{t('appealContractor.intro.title')}</Title>
        <Text mt="xs">{t('appealContractor.intro.lead')}</Text>
      </div>
      <List spacing="xs" size="sm">
        <List.Item>{t('appealContractor.intro.right')}</List.Item>
        <List.Item>{t('appealContractor.intro.deadline')}</List.Item>
        <List.Item>{t('appealContractor.intro.evidence')}</List.Item>
        <List.Item>{t('appealContractor.intro.noAccount')}</List.Item>
      </List>
      <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fw={600}>{t('appealContractor.intro.haveLink')}</Text>
          <TextInput
            label={t('appealContractor.intro.linkLabel')}
            description={t('appealContractor.intro.linkHint')}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
            autoComplete="off"
          />
          <Button type="submit">{t('appealContractor.intro.open')}</Button>
        </Stack>
      </Paper>
      <Text size="sm" c="dimmed">
        {t('appealContractor.intro.noLink')}
      </Text>
    </Stack>
  );
}

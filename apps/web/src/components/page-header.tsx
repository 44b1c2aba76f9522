import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right. */
  actions?: ReactNode;
  /** Badges or links above the title. */
  above?: ReactNode;
}

export function PageHeader({ title, description, actions, above }: Props) {
  const { t } = useTranslation();
  useDocumentTitle(typeof title === 'string' ? `${title} · ${t('app.name')}` : t('app.name'));
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="md">
      <Stack gap={4} miw={0} maw="100%">
        {above}
        <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}

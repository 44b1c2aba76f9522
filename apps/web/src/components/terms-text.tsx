import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The sections of the terms of use, in the order they are read. */
export const TERMS_SECTIONS = [
  'service',
  'responsibility',
  'accounts',
  'data',
  'confidentiality',
  'availability',
] as const;

/** The terms of use in force (their version is TERMS_VERSION in @statera/shared). */
export function TermsText() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm">{t('terms.intro')}</Text>
      <List type="ordered" spacing="sm" size="sm">
        {TERMS_SECTIONS.map((section) => (
          <List.Item key={section}>
            <Title order={3} fz="sm" fw={700}>
              {t(`terms.sections.${section}.title`)}
            </Title>
            <Text size="sm">{t(`terms.sections.${section}.text`)}</Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

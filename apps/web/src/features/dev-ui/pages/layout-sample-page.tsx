import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Stand-in content for the layout previews of /dev/ui (the real pages come with their areas). */
export function LayoutSamplePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={1} fz="h3">
        {t('devUi.layouts.sampleTitle')}
      </Title>
      <Text size="sm">{t('devUi.layouts.sampleBody')}</Text>
      <Button w="fit-content">{t('devUi.layouts.sampleAction')}</Button>
    </Stack>
  );
}

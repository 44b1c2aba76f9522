import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DemoSection } from './demo-section.tsx';

/** Each preview is a whole page (its own theme, frame and title), so it is shown in a frame. */
const PREVIEWS = [
  { key: 'client', path: '/dev/ui/layouts/client' },
  { key: 'appeal', path: '/dev/ui/layouts/appeal' },
  { key: 'forbidden', path: '/dev/ui/status/403' },
  { key: 'notFound', path: '/dev/ui/status/404' },
] as const;

/** The client and appeal layouts around a sample page, and the 403 and 404 pages, live. */
export function LayoutsDemo() {
  const { t } = useTranslation();
  const l = (k: string) => t(`devUi.layouts.${k}`);
  return (
    <DemoSection title={t('devUi.sections.layouts')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {PREVIEWS.map(({ key, path }) => (
          <Stack key={key} gap="xs">
            <Text fw={600}>{l(`${key}.title`)}</Text>
            <Text size="sm" c="dimmed">
              {l(`${key}.usage`)}
            </Text>
            <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
              <iframe src={path} title={l(`${key}.title`)} style={{ border: 0, width: '100%', height: 420 }} />
            </Paper>
            <Anchor href={path} size="sm">
              {l('openFull')}
            </Anchor>
          </Stack>
        ))}
      </SimpleGrid>
    </DemoSection>
  );
}

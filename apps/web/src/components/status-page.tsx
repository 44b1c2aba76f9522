import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Props {
  code: string;
  title: string;
  description: string;
}

/** A full error page (403, 404, 500) with the back-to-home button of spec §2. */
export function StatusPage({ code, title, description }: Props) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('app.name')}`);
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Text fz={72} fw={800} c="teal.3" lh={1} aria-hidden>
          {code}
        </Text>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        <Button component={Link} to="/" mt="md">
          {t('common.backToHome')}
        </Button>
      </Stack>
    </Center>
  );
}

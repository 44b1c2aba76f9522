import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotificationBar } from '../../../components/layout/notification-bar.tsx';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { DisplayDemo } from '../components/display-demo.tsx';
import { FeedbackDemo } from '../components/feedback-demo.tsx';
import { FormatDemo } from '../components/format-demo.tsx';
import { FormsDemo } from '../components/forms-demo.tsx';
import { LayoutsDemo } from '../components/layouts-demo.tsx';
import { ModalDemo } from '../components/modal-demo.tsx';
import { SearchDemo } from '../components/search-demo.tsx';
import { TableDemo } from '../components/table-demo.tsx';

/** /dev/ui, development builds only: every widget of the kit in its states, without signing in. */
export function DevUiPage() {
  const { t } = useTranslation();
  return (
    <>
      <NotificationBar />
      <Container size="xl" py="xl" component="main">
        <Stack gap="lg">
          <div>
            <Title order={1}>{t('devUi.title')}</Title>
            <Text c="dimmed">{t('devUi.description')}</Text>
          </div>
          <TableDemo />
          <SearchDemo />
          <FormsDemo />
          <ModalDemo />
          <FeedbackDemo />
          <DisplayDemo />
          <FormatDemo />
          <LayoutsDemo />
        </Stack>
      </Container>
      <ModalHost />
    </>
  );
}

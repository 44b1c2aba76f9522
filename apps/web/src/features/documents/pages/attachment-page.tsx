import { Alert, Anchor, Box, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { ERROR_KEYS } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/query-states.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { attachmentUrl } from '../../../resources/attachments/attachment-urls.ts';
import { useAttachmentLink } from '../api/attachment-link.ts';

function Unavailable({ titleKey, textKey }: { titleKey: string; textKey: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2}>{t(titleKey)}</Title>
      <Text>{t(textKey)}</Text>
      <Anchor component={Link} to="/">
        {t('common.backToHome')}
      </Anchor>
    </Stack>
  );
}

/**
 * /attachments/{id}?token=… : what a signed link opens. PDF and images are previewed in the page
 * (the server sends them inline only for these), anything else is offered as a download; an
 * expired link says so and sends the user back to the document for a new one.
 */
export function AttachmentPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const link = useAttachmentLink(token);

  if (!id || !token) return <Unavailable titleKey="documents.page.invalidTitle" textKey="documents.page.incomplete" />;
  if (link.isPending) return <LoadingState />;
  if (link.error) {
    if (link.error instanceof ApiError && link.error.error_key === ERROR_KEYS.attachmentLinkExpired) {
      return <Unavailable titleKey="documents.page.expiredTitle" textKey="documents.page.expired" />;
    }
    if (link.error instanceof ApiError && link.error.status === 404) {
      return <Unavailable titleKey="documents.page.invalidTitle" textKey="documents.page.invalid" />;
    }
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, link.error)}
      </Alert>
    );
  }
  const file = link.data;
  if (file.attachmentId !== id) {
    return <Unavailable titleKey="documents.page.invalidTitle" textKey="documents.page.invalid" />;
  }
  const isImage = file.mime.startsWith('image/');
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} style={{ overflowWrap: 'anywhere' }} title={file.name}>
          {file.displayName}
        </Title>
        <Button component="a" href={attachmentUrl(file.attachmentId, token)} download={file.name}>
          {t('documents.page.download')}
        </Button>
      </Group>
      {file.previewable ? (
        isImage ? (
          <Image src={attachmentUrl(file.attachmentId, token, true)} alt={file.name} fit="contain" mah="75vh" />
        ) : (
          <Box
            component="iframe"
            title={t('documents.page.preview', { name: file.name })}
            src={attachmentUrl(file.attachmentId, token, true)}
            style={{ width: '100%', height: '75vh', border: '1px solid var(--mantine-color-gray-3)' }}
          />
        )
      ) : (
        <Text>{t('documents.page.noPreview')}</Text>
      )}
    </Stack>
  );
}

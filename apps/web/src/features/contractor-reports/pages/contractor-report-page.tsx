import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { ERROR_KEYS, LIMITS, zIndividualCode } from '@statera/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { DetailList } from '../../../components/detail-list.tsx';
import { LoadingState } from '../../../components/query-states.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { useContractorReportLink, useDownloadContractorReport } from '../api/contractor-report-link.ts';

const ZCodeForm = z.object({ downloadKey: zIndividualCode() });

/** An unknown, expired or missing link: one page, whichever it is (the server says only 404). */
function LinkUnavailable() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2}>{t('contractorReports.public.unavailableTitle')}</Title>
      <Text>{t('contractorReports.public.unavailable')}</Text>
    </Stack>
  );
}

/**
 * /contractor-reports/{key} (guest layout, no account): who issued the statement, the 8-digit code
 * from the separate email, and the download. Wrong codes show the attempts left; after 5 the link
 * is locked for a while.
 */
export function ContractorReportPage() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const queryClient = useQueryClient();
  const link = useContractorReportLink(key);
  const download = useDownloadContractorReport();
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const form = useAppForm({ schema: ZCodeForm, defaultValues: { downloadKey: '' } });

  const submit = form.handleSubmit(async ({ downloadKey }) => {
    setDownloaded(null);
    try {
      setDownloaded(await download.mutateAsync({ linkKey: key, downloadKey }));
    } catch {
      // attempts left and the lock come from the link; the error itself is shown below
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.contractorReportLink(key) });
  });

  if (!key) return <LinkUnavailable />;
  if (link.isPending) return <LoadingState />;
  if (link.error) {
    if (link.error instanceof ApiError && link.error.status === 404) return <LinkUnavailable />;
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, link.error)}
      </Alert>
    );
  }
  const info = link.data;
  const failure = download.error instanceof ApiError ? download.error : null;
  const wrongCode = failure?.error_key === ERROR_KEYS.invalidIndividualCode;
  const locked = info.lockedUntil !== null;
  const gone = failure?.status === 404;
  if (gone) return <LinkUnavailable />;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="contractor-report-title">
      <Stack gap="md">
        <div>
          <Title order={2} id="contractor-report-title">
            {t('contractorReports.public.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('contractorReports.public.issuedBy', { client: info.clientName })}
          </Text>
        </div>
        <DetailList
          items={[
            { label: t('contractorReports.public.client'), value: info.clientName },
            { label: t('contractorReports.public.individual'), value: info.engagedIndividualName },
            {
              label: t('contractorReports.public.version'),
              value: t('contractorReports.version', { version: info.reportVersion }),
            },
            {
              label: t('contractorReports.public.issued'),
              value: info.issuedAt ? formatDate(info.issuedAt) : '—',
            },
            { label: t('contractorReports.public.expires'), value: formatDate(info.expiresAt) },
          ]}
        />
        {locked && (
          <Alert color="orange" role="alert" title={t('contractorReports.public.lockedTitle')}>
            {t('contractorReports.public.locked', { until: formatDateTime(info.lockedUntil!) })}
          </Alert>
        )}
        {downloaded && (
          <Alert color="teal" role="status">
            {t('contractorReports.public.downloaded', { file: downloaded })}
          </Alert>
        )}
        {failure && !wrongCode && !locked && (
          <Alert color="red" role="alert">
            {errorMessage(t, failure)}
          </Alert>
        )}
        <TextInput
          label={t('contractorReports.public.code')}
          description={t('contractorReports.public.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.individualCodeLength}
          required
          disabled={locked}
          {...form.textProps('downloadKey')}
          error={
            form.error('downloadKey') ??
            (wrongCode ? t('contractorReports.public.wrongCode', { count: info.attemptsLeft }) : undefined)
          }
        />
        <Button type="submit" loading={download.isPending} disabled={locked} fullWidth>
          {t('contractorReports.public.download')}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          {t('contractorReports.public.help')}
        </Text>
        <Text size="sm" ta="center">
          {t('appealContractor.fromReport.text')}{' '}
          <Anchor component={Link} to="/appeal">
            {t('appealContractor.fromReport.link')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

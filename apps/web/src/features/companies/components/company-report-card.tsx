import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TCompany } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { downloadUrl } from '../../../lib/download.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { attachmentUrl } from '../../../resources/attachments/attachment-urls.ts';
import {
  getCompanyReport,
  useCompanyReport,
  useDeleteCompanyReport,
  useRequestCompanyReport,
} from '../api/company-report.ts';

/**
 * The company report (spec §3): ask for it, watch it being prepared (progress polled), download it
 * through a fresh signed link, prepare it again or remove it. Shown to those the server lets use it.
 */
export function CompanyReportCard({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const query = useCompanyReport(company.id, company.report !== null);
  const request = useRequestCompanyReport(company.id);
  const remove = useDeleteCompanyReport(company.id);
  const [deleting, setDeleting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  // Set by the request's answer, polled while queued, removed with the report.
  const report = query.data ?? null;
  const loading = company.report !== null && query.isPending;

  const ask = () => request.mutateAsync().then(() => notify.success(t('companyReport.requested')), notify.error);
  // The link in hand may be minutes old: a fresh one is asked for at the click.
  const download = async () => {
    setDownloading(true);
    try {
      const fresh = await getCompanyReport(company.id);
      if (fresh.file) downloadUrl(attachmentUrl(fresh.file.attachmentId, fresh.file.token), fresh.file.name);
    } catch (error) {
      notify.error(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} fz="h5">
          {t('companyReport.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(company.mainCompany ? 'companyReport.textGroup' : 'companyReport.text')}
        </Text>
        {loading && <Loader size="sm" aria-label={t('app.loading')} />}
        {report?.status === 'queued' && (
          <Stack gap={4}>
            <ProgressBar label={t('companyReport.preparing')} value={report.progress} size="sm" />
            <Text size="xs" c="dimmed">
              {t('companyReport.queuedSince', { date: formatDateTime(report.dateCreated) })}
            </Text>
          </Stack>
        )}
        {report?.status === 'created' && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('companyReport.ready', { date: formatDateTime(report.dateGenerated ?? report.dateCreated) })}
            </Text>
            {report.counts && (
              <Text size="xs" c="dimmed">
                {(['engagements', 'determinations', 'deliveries', 'appeals'] as const)
                  .map((k) => t(`companyReport.count.${k}`, { count: report.counts?.[k] ?? 0 }))
                  .join(', ')}
              </Text>
            )}
          </Stack>
        )}
        {report?.status === 'failed' && (
          <Alert color="red" variant="light" p="xs">
            <Text size="sm">{t('companyReport.failed')}</Text>
          </Alert>
        )}
        <Group gap="xs" hidden={loading}>
          {report?.status === 'created' && (
            <Button size="xs" onClick={download} loading={downloading}>
              {t('companyReport.download')}
            </Button>
          )}
          {report?.status !== 'queued' && (
            <Button size="xs" variant={report ? 'default' : 'light'} onClick={ask} loading={request.isPending}>
              {t(
                report?.status === 'failed'
                  ? 'companyReport.tryAgain'
                  : report
                    ? 'companyReport.requestAgain'
                    : 'companyReport.request',
              )}
            </Button>
          )}
          {report && report.status !== 'queued' && (
            <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(true)}>
              {t('companyReport.delete.button')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={t('companyReport.delete.title')}
        message={t('companyReport.delete.message')}
        confirmLabel={t('companyReport.delete.confirm')}
        color="red"
        onConfirm={() =>
          remove.mutateAsync().then(() => notify.success(t('companyReport.delete.done')), notify.rethrow)
        }
      />
    </Paper>
  );
}

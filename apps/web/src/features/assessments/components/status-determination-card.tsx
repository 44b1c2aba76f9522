import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TAssessment, TAssessmentReportItem } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useDownloadReport } from '../api/download-report.ts';
import { useGenerateReport } from '../api/generate-report.ts';
import { assessmentQueryOptions } from '../api/get-assessment.ts';

/** How often the page asks again while a statement is being generated. */
export const REPORT_POLL_MS = 3000;

const pending = (a: TAssessment | undefined) => a?.interviewReports.some((r) => r.status === 'queued') ?? false;

function ReportRow({ assessmentId, report }: { assessmentId: string; report: TAssessmentReportItem }) {
  const { t } = useTranslation();
  const download = useDownloadReport(assessmentId);
  return (
    <Stack gap={4} data-testid={`sds-version-${report.version}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text fw={600}>{t('sds.version', { version: report.version })}</Text>
          <Text size="xs" c="dimmed">
            {report.status === 'generated'
              ? t('sds.generatedOn', {
                  date: formatDate(report.dateGenerated),
                  pages: report.pageCount ?? 0,
                })
              : t('sds.requestedOn', { date: formatDate(report.dateCreated) })}
          </Text>
        </Stack>
        {report.status === 'generated' && (
          <Button
            size="xs"
            variant="light"
            loading={download.isPending}
            onClick={() => download.mutate(report.version)}
            aria-label={t('sds.downloadVersion', { version: report.version })}
          >
            {t('sds.download')}
          </Button>
        )}
        {report.status === 'queued' && (
          <Group gap={6}>
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('sds.generating')}
            </Text>
          </Group>
        )}
        {report.status === 'failed' && <Badge color="red">{t('sds.failed')}</Badge>}
      </Group>
      {report.status === 'failed' && (
        <Alert color="red" variant="light" p="xs">
          {t('sds.failedHelp')}
        </Alert>
      )}
      {download.isError && (
        <Alert color="red" role="alert" p="xs">
          {errorMessage(t, download.error)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The Status Determination Statement of an approved assessment: its versions, newest first, each
 * downloadable once generated; "Generate again" where the server allows it. While a version is
 * being generated the assessment is asked for again until it is done.
 */
export function StatusDeterminationCard({ assessment }: { assessment: TAssessment }) {
  const { t } = useTranslation();
  const query = useQuery({
    ...assessmentQueryOptions(assessment.id),
    refetchInterval: (q) => (pending(q.state.data) ? REPORT_POLL_MS : false),
  });
  const a = query.data ?? assessment;
  const generate = useGenerateReport(a.id);
  const busy = pending(a);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="sds-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="h4" id="sds-title">
            {t('sds.title')}
          </Title>
          {a.abilities.generateReport && (
            <Button
              size="xs"
              variant="default"
              onClick={() => generate.mutate(undefined)}
              loading={generate.isPending}
              disabled={busy}
            >
              {t('sds.generateAgain')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('sds.intro')}
        </Text>
        {generate.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, generate.error)}
          </Alert>
        )}
        {a.interviewReports.length === 0 ? (
          <Text size="sm">{t('sds.none')}</Text>
        ) : (
          <Stack gap="sm">
            {a.interviewReports.map((r) => (
              <ReportRow key={r.id} assessmentId={a.id} report={r} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TCsvEntity, TCsvPreview, TCsvRow } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/download.ts';
import { errorReportCsv } from '../error-report.ts';

/** The counts of a checked file and its report of rows with errors. */
export function ImportCounts({ summary }: { summary: TCsvPreview['summary'] }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" data-testid="import-summary">
      <Badge variant="light" size="lg">
        {t('csvImport.summary.rows', { count: summary.rows })}
      </Badge>
      <Badge variant="light" color="teal" size="lg">
        {t('csvImport.summary.valid', { count: summary.valid })}
      </Badge>
      <Badge variant="light" color={summary.invalid ? 'red' : 'gray'} size="lg">
        {t('csvImport.summary.invalid', { count: summary.invalid })}
      </Badge>
    </Group>
  );
}

/** Downloads the rows with errors as a CSV to fix and upload again. */
export function ErrorReportButton({
  entity,
  rows,
  fileName,
}: {
  entity: TCsvEntity;
  rows: readonly TCsvRow[];
  fileName: string;
}) {
  const { t } = useTranslation();
  const download = () => {
    const base = fileName.replace(/\.(csv|xlsx)$/i, '');
    saveBlob(new Blob([errorReportCsv(entity, rows, t)], { type: 'text/csv;charset=utf-8' }), `${base}-errors.csv`);
  };
  return (
    <Button variant="default" onClick={download}>
      {t('csvImport.report.download')}
    </Button>
  );
}

/** What the preview says about the file's columns: required ones missing, others not recognised. */
export function ColumnNotes({ entity, preview }: { entity: TCsvEntity; preview: TCsvPreview }) {
  const { t } = useTranslation();
  const unknown = preview.columns.filter((c) => c.field === null).map((c) => c.header);
  if (preview.missingColumns.length === 0 && unknown.length === 0) return null;
  return (
    <Stack gap="xs">
      {preview.missingColumns.length > 0 && (
        <Alert color="red" title={t('csvImport.preview.missingTitle')}>
          {t('csvImport.preview.missing', {
            columns: preview.missingColumns.map((f) => t(`csvImport.columns.${entity}.${f}`)).join(', '),
          })}
        </Alert>
      )}
      {unknown.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('csvImport.preview.unknown', { columns: unknown.join(', ') })}
        </Text>
      )}
    </Stack>
  );
}

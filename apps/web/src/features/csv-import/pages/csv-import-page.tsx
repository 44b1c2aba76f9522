import { Alert, Button, Group, Paper, Stack, Stepper, Text } from '@mantine/core';
import type { TCsvEntity, TCsvPreview, TCsvProcessOptions } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { LoadingState } from '../../../components/query-states.tsx';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useImportState } from '../api/get-import.ts';
import { useParseFile } from '../api/parse-file.ts';
import { useProcessImport } from '../api/process-import.ts';
import { ImportFileStep, type ImportOptions } from '../components/import-file-step.tsx';
import { ImportProgress } from '../components/import-progress.tsx';
import { ImportResult } from '../components/import-result.tsx';
import { ImportRows } from '../components/import-rows.tsx';
import { ColumnNotes, ErrorReportButton, ImportCounts } from '../components/import-summary.tsx';
import { recallPreview, rememberPreview } from '../preview-store.ts';

const LIST: Record<TCsvEntity, string> = {
  engagements: '/engagements',
  users: '/users',
  clients: '/clients',
  subsidiaries: '/subsidiaries',
};
const NOTIFICATION = {
  engagements: 'createEngagementsFromCsv',
  users: 'createUsersFromCsv',
  clients: 'createClientsFromCsv',
  subsidiaries: 'createSubsidiariesFromCsv',
} as const;

/**
 * The import of one kind of record (spec §4: parse, then process): choose a file → its preview with
 * the errors per cell and a report to download → fix and upload again → import with progress → the
 * result with links. The key stays in the address, so a reload returns to the same step.
 */
function CsvImportPage({ entity }: { entity: TCsvEntity }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const key = search.get('key');
  const parse = useParseFile();
  const process = useProcessImport(entity);
  const state = useImportState(key);
  const [preview, setPreview] = useState<TCsvPreview | null>(() => (key ? recallPreview(key) : null));
  const [options, setOptions] = useState<ImportOptions | null>(null);

  const restart = () => {
    setPreview(null);
    parse.reset();
    process.reset();
    setSearch({});
  };
  const start = (importKey: string) => {
    const body: TCsvProcessOptions =
      entity === 'engagements' && options ? { invite: options.invite, duplicate: options.duplicate } : {};
    if (entity === 'clients' && options) body.invite = options.invite;
    process.mutate(
      { key: importKey, options: body },
      { onSuccess: () => notify.successKey(NOTIFICATION[entity]), onError: (e) => notify.error(e) },
    );
  };

  const status = key ? state.data?.status : undefined;
  const stepIndex = !key ? 0 : status === 'parsed' || status === 'failed' ? 1 : status === 'completed' ? 4 : 2;
  let body: React.ReactNode;
  if (!key) {
    body = (
      <ImportFileStep
        entity={entity}
        busy={parse.isPending}
        error={parse.error}
        onParse={(input, chosen) => {
          setOptions(chosen);
          parse.mutate(
            { entity, ...input },
            {
              onSuccess: (p) => {
                rememberPreview(p);
                setPreview(p);
                setSearch({ key: p.key });
              },
            },
          );
        }}
      />
    );
  } else if (state.isPending) {
    body = <LoadingState />;
  } else if (state.isError || !state.data) {
    body = (
      <Stack gap="md">
        <Alert color="red" title={t('csvImport.gone.title')}>
          {errorMessage(t, state.error)}
        </Alert>
        <Group>
          <Button onClick={restart}>{t('csvImport.preview.another')}</Button>
        </Group>
      </Stack>
    );
  } else if (status === 'parsed') {
    const shown = preview?.key === key ? preview : null;
    const summary = shown?.summary ?? state.data.summary;
    body = (
      <Stack gap="md">
        <Text fw={600}>{state.data.fileName}</Text>
        <ImportCounts summary={summary} />
        {shown && <ColumnNotes entity={entity} preview={shown} />}
        {summary.invalid > 0 ? (
          <Alert color="red" title={t('csvImport.preview.fixTitle')}>
            {t('csvImport.preview.fix')}
          </Alert>
        ) : (
          <Alert color="teal">{t('csvImport.preview.ready', { count: summary.rows })}</Alert>
        )}
        {shown?.rowsTruncated && (
          <Text size="sm" c="dimmed">
            {t('csvImport.preview.truncated', { count: shown.rows.length })}
          </Text>
        )}
        {shown && <ImportRows entity={entity} rows={shown.rows} />}
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Button variant="default" onClick={restart}>
              {t('csvImport.preview.another')}
            </Button>
            {shown && summary.invalid > 0 && (
              <ErrorReportButton entity={entity} rows={shown.rows} fileName={shown.fileName} />
            )}
          </Group>
          <Button onClick={() => start(key)} disabled={summary.invalid > 0} loading={process.isPending}>
            {t('csvImport.preview.import', { count: summary.rows })}
          </Button>
        </Group>
      </Stack>
    );
  } else if (status === 'queued' || status === 'running') {
    body = <ImportProgress state={state.data} />;
  } else if (status === 'completed') {
    body = <ImportResult entity={entity} state={state.data} onAnother={restart} />;
  } else {
    const failed = state.data;
    body = (
      <Stack gap="md">
        <Alert color={failed.status === 'cancelled' ? 'yellow' : 'red'} title={t(`csvImport.failed.${failed.status}`)}>
          {failed.validationFailed
            ? t('csvImport.failed.rows', { count: failed.errorRowCount })
            : t(failed.error ?? 'csvImport.errors.failed', { defaultValue: t('csvImport.errors.failed') })}
          <Text size="sm" mt={4}>
            {t('csvImport.failed.nothingWritten')}
          </Text>
        </Alert>
        {failed.validationFailed && <ImportRows entity={entity} rows={failed.errorRows} errorsOnly />}
        <Group gap="sm">
          <Button variant="default" onClick={restart}>
            {t('csvImport.preview.another')}
          </Button>
          {failed.validationFailed ? (
            <ErrorReportButton entity={entity} rows={failed.errorRows} fileName={failed.fileName} />
          ) : (
            <Button onClick={() => start(failed.key)} loading={process.isPending}>
              {t('csvImport.failed.retry')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader
        title={t(`csvImport.title.${entity}`)}
        description={t(`csvImport.description.${entity}`)}
        actions={
          <Button component={Link} to={LIST[entity]} variant="default">
            {t(`csvImport.back.${entity}`)}
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Stepper active={stepIndex} size="sm" mb="lg" allowNextStepsSelect={false} visibleFrom="sm">
          <Stepper.Step label={t('csvImport.steps.file')} />
          <Stepper.Step label={t('csvImport.steps.check')} />
          <Stepper.Step label={t('csvImport.steps.import')} />
          <Stepper.Step label={t('csvImport.steps.done')} />
        </Stepper>
        {body}
      </Paper>
    </Stack>
  );
}

export const EngagementsImportPage = () => <CsvImportPage entity="engagements" />;
export const UsersImportPage = () => <CsvImportPage entity="users" />;
export const ClientsImportPage = () => <CsvImportPage entity="clients" />;
export const SubsidiariesImportPage = () => <CsvImportPage entity="subsidiaries" />;

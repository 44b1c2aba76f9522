import { Alert, Button, Checkbox, FileInput, Group, Select, Stack, Text } from '@mantine/core';
import { CSV_DELIMITER_NAMES, CSV_IMPORT_LIMITS, type TCsvDelimiter, type TCsvEntity } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyChoice, useTargetCompany } from '../../../components/company-choice.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { downloadDemo } from '../api/download-demo.ts';
import type { ParseInput } from '../api/parse-file.ts';

export interface ImportOptions {
  delimiter: TCsvDelimiter | null;
  company: string;
  invite: boolean;
  duplicate: boolean;
}

interface Props {
  entity: TCsvEntity;
  busy: boolean;
  error: unknown;
  onParse: (input: Omit<ParseInput, 'entity'>, options: ImportOptions) => void;
}

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Step 1: the file (CSV or .xlsx), its delimiter (detected unless chosen), where the records go and
 * the import's options; the demo file of each delimiter. The checks the server makes first (type,
 * size) are made here too, so a wrong file is said at once.
 */
export function ImportFileStep({ entity, busy, error, onParse }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [delimiter, setDelimiter] = useState<TCsvDelimiter | null>(null);
  const [chosen, setChosen] = useState('');
  const [invite, setInvite] = useState(true);
  const [duplicate, setDuplicate] = useState(false);
  const [companyError, setCompanyError] = useState<string | undefined>();
  const company = useTargetCompany(chosen);
  const needsCompany = entity !== 'clients';
  const serverErrors = error instanceof ApiError ? error.fieldErrors : {};

  const submit = () => {
    if (!file) return setFileError(t('errors.required'));
    if (!/\.(csv|xlsx)$/i.test(file.name)) return setFileError(t('errors.fileExtensionUnsupported'));
    if (file.size === 0) return setFileError(t('errors.fileEmpty'));
    if (file.size > CSV_IMPORT_LIMITS.maxBytes) return setFileError(t('errors.fileTooBig'));
    if (needsCompany && !company) return setCompanyError(t('errors.required'));
    const target = entity === 'subsidiaries' ? { parentId: company } : needsCompany ? { companyId: company } : {};
    const flags = entity === 'engagements' ? { invite, duplicate } : entity === 'clients' ? { invite } : ({} as object);
    onParse({ file, delimiter, ...target, ...flags }, { delimiter, company, invite, duplicate });
  };

  const demo = () => downloadDemo(entity, delimiter ?? 'comma').catch((e: unknown) => notify.error(e));
  const fileProblem = fileError ?? (serverErrors.file ? t(serverErrors.file) : null);

  return (
    <Stack gap="md">
      <Text>{t(`csvImport.file.intro.${entity}`)}</Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label={t('csvImport.file.label')}
          description={t('csvImport.file.hint', { rows: CSV_IMPORT_LIMITS.maxRows.toLocaleString('en-GB') })}
          placeholder={t('csvImport.file.placeholder')}
          accept={ACCEPT}
          value={file}
          onChange={(f) => {
            setFile(f);
            setFileError(null);
          }}
          error={fileProblem}
          clearable
          style={{ flex: '1 1 280px' }}
        />
        <Select
          label={t('csvImport.file.delimiter')}
          data={[
            { value: 'auto', label: t('csvImport.delimiters.auto') },
            ...CSV_DELIMITER_NAMES.map((d) => ({ value: d, label: t(`csvImport.delimiters.${d}`) })),
          ]}
          value={delimiter ?? 'auto'}
          onChange={(v) => setDelimiter(v && v !== 'auto' ? (v as TCsvDelimiter) : null)}
          allowDeselect={false}
          style={{ flex: '0 1 200px' }}
        />
      </Group>
      {needsCompany && (
        <CompanyChoice
          label={t(entity === 'subsidiaries' ? 'csvImport.file.client' : 'csvImport.file.company')}
          value={chosen}
          onChange={(id) => {
            setChosen(id);
            setCompanyError(undefined);
          }}
          error={
            companyError ?? (serverErrors.companyId || serverErrors.parentId ? t('errors.invalidCompany') : undefined)
          }
        />
      )}
      {entity === 'engagements' && (
        <Stack gap="xs">
          <Checkbox
            label={t('csvImport.options.invite')}
            description={t('csvImport.options.inviteHint')}
            checked={invite}
            onChange={(e) => setInvite(e.currentTarget.checked)}
          />
          <Checkbox
            label={t('csvImport.options.duplicate')}
            description={t('csvImport.options.duplicateHint')}
            checked={duplicate}
            onChange={(e) => setDuplicate(e.currentTarget.checked)}
          />
        </Stack>
      )}
      {entity === 'clients' && (
        <Checkbox
          label={t('csvImport.options.inviteAdmins')}
          description={t('csvImport.options.inviteAdminsHint')}
          checked={invite}
          onChange={(e) => setInvite(e.currentTarget.checked)}
        />
      )}
      {error && !(error instanceof ApiError && Object.keys(error.errors).length > 0) ? (
        <Alert color="red" title={t('csvImport.file.failed')}>
          {errorMessage(t, error)}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={demo}>
          {t('csvImport.file.demo', { delimiter: t(`csvImport.delimiters.${delimiter ?? 'comma'}`) })}
        </Button>
        <Button onClick={submit} loading={busy}>
          {t('csvImport.file.check')}
        </Button>
      </Group>
    </Stack>
  );
}

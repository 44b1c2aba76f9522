import { Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../../components/modals/app-modal.tsx';
import { ApiError } from '../../../../lib/api-error.ts';
import { notify } from '../../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../../lib/translate-error.ts';
import { useImportFinancialYears } from '../../api/off-payroll-scope.ts';
import { parseYearLines } from './year-values.ts';

/** Pastes several years at once (from a spreadsheet); the server saves all of them or none. */
export function ImportYearsModal({
  companyId,
  opened,
  onClose,
}: {
  companyId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const i = (k: string, o?: Record<string, unknown>) => t(`offPayroll.scope.importForm.${k}`, o);
  const [text, setText] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const run = useImportFinancialYears();
  const parsed = parseYearLines(text);
  const problem = 'badLine' in parsed ? i('badLine', { line: parsed.badLine }) : null;
  const count = 'years' in parsed ? parsed.years.length : 0;

  const submit = async () => {
    if (!('years' in parsed) || count === 0) return;
    setServerError(null);
    try {
      await run.mutateAsync({ id: companyId, body: { years: parsed.years } });
      notify.success(i('done', { count }));
      setText('');
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setServerError(errorMessage(t, error));
      else notify.error(error);
    }
  };

  return (
    <AppModal
      title={i('title')}
      opened={opened}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={i('submit')}
      submitDisabled={count === 0 || problem !== null}
      busy={run.isPending}
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm">{i('text')}</Text>
        <Textarea
          label={i('label')}
          autosize
          minRows={5}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={problem ?? serverError}
          placeholder="2024-04-01, 2025-03-31, 18500000, 7200000, 64, Accounts to 31 March 2025"
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        {count > 0 && !problem && <Text size="sm">{i('lines', { count })}</Text>}
      </Stack>
    </AppModal>
  );
}

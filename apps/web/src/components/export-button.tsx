import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '../lib/notifications/notify.ts';
import { useXlsExport, type XlsExportTarget } from '../lib/use-xls-export.ts';
import { DownloadIcon } from './icons.tsx';

interface Props {
  target: XlsExportTarget;
  /** For example while the list is empty. */
  disabled?: boolean;
}

/**
 * "Export to Excel" for a list: downloads the list as filtered (format=xls), saved under the
 * server's file name. Busy while the file comes and for 3 s after (spec §7); when the server queues
 * the export (202) it says so and stays busy; a file cut at the server's row cap is said to be so.
 */
export function ExportButton({ target, disabled }: Props) {
  const { t } = useTranslation();
  const { exportXls, busy } = useXlsExport(target.path, target.query, {
    fileName: target.fileName,
    onQueued: () => notify.push({ kind: 'info', message: t('ui.export.queued') }),
    onTruncated: () => notify.push({ kind: 'warning', message: t('ui.export.truncated') }),
  });
  return (
    <Button
      variant="default"
      leftSection={<DownloadIcon />}
      loading={busy}
      disabled={disabled}
      onClick={() => void exportXls()}
    >
      {t('ui.export.button')}
    </Button>
  );
}

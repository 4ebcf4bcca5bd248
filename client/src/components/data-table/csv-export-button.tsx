import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import { appToaster } from '../ui/toaster';
import { exportCsv, type ExportCsvOptions } from './csv';

export type CsvExportButtonProps<Row> = ExportCsvOptions<Row> & {
  label?: string;
  size?: ButtonProps['size'];
  disabled?: boolean;
};

/** Exports the list's matching rows (every page) as a CSV file; says how many, or that it failed. */
export function CsvExportButton<Row>({
  label,
  size = 'sm',
  disabled,
  ...options
}: CsvExportButtonProps<Row>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const count = await exportCsv(options);
      appToaster.create({ type: 'success', title: t('data-table.exported', { count }) });
    } catch {
      appToaster.create({ type: 'error', title: t('data-table.exportFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size={size}
      variant="outline"
      loading={busy}
      loadingText={t('data-table.exporting')}
      disabled={disabled}
      onClick={() => void run()}
    >
      <LuDownload aria-hidden="true" />
      {label ?? t('data-table.export')}
    </Button>
  );
}

import { Button } from '@chakra-ui/react';
import type { ExportRequest } from '@risema/finance-core/export';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import { saveFile } from '../../../components/save-file';
import { useCompany } from '../../../data/queries/use-company';
import { writeWorkbookInWorker } from '../../../workers/workbook-writer';

/** The MIME type of an `.xlsx` file. */
const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What a failed export says. */
export const EXPORT_FAILED = 'Não foi possível exportar o ficheiro Excel';

type WithoutOwner<T> = T extends unknown ? Omit<T, 'owner'> : never;

/** What to export: an export request without its owner (the button knows the company). */
export type ExportContent = WithoutOwner<ExportRequest>;

/**
 * `Exportar Excel`: writes what the screen shows (`content`: a tab's view or the whole report) as
 * `<company name> - <AAAA-MM>.xlsx` in a Web Worker and downloads it. SheetJS loads with the
 * first export, so no screen's first load carries it; the workbook is made on the device,
 * offline too.
 */
export function ExportExcelButton({
  companyId,
  period,
  content,
}: {
  companyId: string;
  /** The period the sheets show (`AAAA-MM`): in the file name and on the sheets. */
  period: string;
  content: ExportContent;
}) {
  const company = useCompany(companyId);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!company) return;
    setBusy(true);
    try {
      const owner = { companyName: company.name, taxId: company.taxId, period };
      const { bytes, fileName } = await writeWorkbookInWorker({
        ...content,
        owner,
      });
      saveFile(bytes, fileName, XLSX_MIME_TYPE);
    } catch (error) {
      console.error('Excel export failed', error);
      notify({ title: EXPORT_FAILED, type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      className="no-print"
      loading={busy}
      loadingText="A exportar..."
      disabled={!company}
      onClick={() => void run()}
    >
      <FileDown aria-hidden /> Exportar Excel
    </Button>
  );
}

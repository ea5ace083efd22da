import type { Company, DocumentKind } from '@risema/finance-core/contract';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import { ApiError } from '../../../data/api-error';
import { storedPeriod } from '../../../data/queries/use-stored-period';
import { useServices } from '../../../data/services-context';
import { readSaftInWorker, readWorkbookInWorker } from '../../../workers/workbook-reader';
import type { RejectedFile } from './file-rules';
import { selectFile } from './file-rules';
import { SaveStepError, saveWorkbook } from './save-workbook';
import { uploadToasts } from './upload-messages';
import type { UploadStage } from './upload-stage';
import { withReadingProgress } from './upload-stage';

const NO_REJECTIONS: Record<DocumentKind, RejectedFile[]> = { myreport: [], risema: [], saft: [] };

function serverMessage(error: unknown): string | null {
  const original = error instanceof SaveStepError ? error.original : error;
  return original instanceof ApiError ? original.message : null;
}

/**
 * The upload flow of docs/product.md §4 over docs/design.md §6: a chosen file is checked, read at once in the
 * Web Worker (so the dialog opens offline too), reviewed in `Validar Período do Ficheiro`, then
 * uploaded and confirmed, or queued with its file. `onSaved` gets the period stored.
 */
export function useUploadFlow(company: Company, onSaved: (period: string) => void) {
  const services = useServices();
  const [stage, setStage] = useState<UploadStage>({ step: 'idle' });
  const [rejected, setRejected] = useState(NO_REJECTIONS);

  async function choose(kind: DocumentKind, files: readonly File[]): Promise<void> {
    if (stage.step !== 'idle') return;
    const selection = selectFile(files, kind);
    setRejected({ ...NO_REJECTIONS, [kind]: selection.rejected });
    const file = selection.accepted;
    if (!file) {
      if (files.length === 0) notify(uploadToasts.missingFile(kind));
      return;
    }
    if (kind === 'saft') {
      await chooseSaft(file);
      return;
    }
    setStage({ step: 'reading', kind, fileName: file.name });
    const reading = await readWorkbookInWorker(file, kind).catch((error: unknown) => ({
      ok: false as const,
      message: error instanceof Error ? error.message : 'O ficheiro não é um Excel válido',
    }));
    if (!reading.ok) {
      setRejected({ ...NO_REJECTIONS, [kind]: [{ name: file.name, reasons: [reading.message] }] });
      setStage({ step: 'idle' });
      return;
    }
    setStage({ step: 'review', kind, file, workbook: reading.workbook });
  }

  /** A SAF-T is read streaming in the worker, its progress shown on the card (docs/saft.md). */
  async function chooseSaft(file: File): Promise<void> {
    setStage({ step: 'reading', kind: 'saft', fileName: file.name, percent: 0 });
    const reading = await readSaftInWorker(file, ({ done, total }) => {
      const percent = total > 0 ? Math.floor((done / total) * 100) : 0;
      setStage((current) => withReadingProgress(current, 'saft', file.name, percent));
    }).catch((error: unknown) => ({
      ok: false as const,
      message: error instanceof Error ? error.message : 'O ficheiro SAF-T não pôde ser lido',
    }));
    if (!reading.ok) {
      setRejected({ ...NO_REJECTIONS, saft: [{ name: file.name, reasons: [reading.message] }] });
      setStage({ step: 'idle' });
      return;
    }
    setStage({ step: 'review', kind: 'saft', file, saft: reading.saft });
  }

  /** Stores a SAF-T's chosen months, all in one confirmation. */
  async function confirmMonths(periods: string[]): Promise<void> {
    if (stage.step !== 'review' || stage.kind !== 'saft') return;
    const chosen = [...periods].sort();
    const newest = chosen.at(-1);
    if (newest === undefined) return;
    setStage({ ...stage, step: 'sending' });
    try {
      const outcome = await saveWorkbook(services, {
        companyId: company.id,
        kind: 'saft',
        file: stage.file,
        period: newest,
        periods: chosen,
      });
      setStage({ step: 'idle' });
      if (outcome.status === 'queued') {
        notify(uploadToasts.queuedMonths(chosen.length));
        return;
      }
      await services.sync.sync().catch(() => undefined);
      notify(uploadToasts.savedMonths(chosen.length));
      onSaved(newest);
    } catch (error) {
      setStage({ step: 'idle' });
      if (error instanceof SaveStepError && error.step === 'confirm') {
        console.error('Confirm failed', error.original);
        notify(uploadToasts.confirmFailed(serverMessage(error)));
      } else {
        notify(uploadToasts.uploadFailed('saft', serverMessage(error)));
      }
    }
  }

  function cancel(): void {
    if (stage.step === 'review') setStage({ step: 'idle' });
  }

  async function confirm(period: string): Promise<void> {
    if (stage.step !== 'review' || stage.kind === 'saft') return;
    const { kind, file, workbook } = stage;
    setStage({ step: 'sending', kind, file, workbook });
    try {
      // What the period held before: the simulation's toast names only what it kept.
      const before = await storedPeriod(services.db, company.id, period);
      const outcome = await saveWorkbook(services, { companyId: company.id, kind, file, period });
      setStage({ step: 'idle' });
      if (outcome.status === 'queued') {
        notify(uploadToasts.queued(outcome.period));
        return;
      }
      // The data arrives with a pull: wait for it, so Dashboard opens on the stored period.
      await services.sync.sync().catch(() => undefined);
      notify(uploadToasts.saved(kind, outcome.period, before));
      onSaved(outcome.period);
    } catch (error) {
      // docs/product.md §4: a failure ends the flow with its toast; the file is chosen again to retry.
      setStage({ step: 'idle' });
      if (error instanceof SaveStepError && error.step === 'confirm') {
        console.error('Confirm failed', error.original);
        notify(uploadToasts.confirmFailed(serverMessage(error)));
      } else {
        notify(uploadToasts.uploadFailed(kind, serverMessage(error)));
      }
    }
  }

  return { stage, rejected, choose, cancel, confirm, confirmMonths };
}

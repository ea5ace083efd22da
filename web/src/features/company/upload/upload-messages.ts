import { simulationSavedText } from '@risema/finance-core/analysis';
import type { PeriodSourceInput } from '@risema/finance-core/analysis';
import type { DocumentKind, WorkbookKind } from '@risema/finance-core/contract';
import type { ToastMessage } from '../../../components/toast-message';

/** The toasts of the upload flow (docs/product.md §8, to the letter where it gives the text). */
export const uploadToasts = {
  /**
   * `before`: what the period held before this upload (null: a new period), so a simulation's
   * toast says `Balanço, FSE e Rácios preservados` only when there were some to keep.
   */
  saved(kind: WorkbookKind, period: string, before: PeriodSourceInput | null): ToastMessage {
    return kind === 'risema'
      ? {
          type: 'success',
          title: 'Ficheiro RISEMA processado com sucesso',
          description: simulationSavedText(period, before),
        }
      : {
          type: 'success',
          title: 'Documento processado com sucesso',
          description: `Dados gravados com sucesso para o período ${period}`,
        };
  },
  /** A SAF-T's chosen months stored (issue 13's text, to the letter). */
  savedMonths(count: number): ToastMessage {
    return {
      type: 'success',
      title: 'SAF-T processado com sucesso',
      description: `Dados gravados com sucesso para ${count} ${count === 1 ? 'período' : 'períodos'}`,
    };
  },
  /** A SAF-T waiting in the outbox with its chosen months. */
  queuedMonths(count: number): ToastMessage {
    return {
      type: 'info',
      title: 'Documento em fila de envio',
      description: `Sem ligação ao servidor: o ficheiro fica guardado neste dispositivo e será gravado para ${count} ${count === 1 ? 'período' : 'períodos'} quando houver ligação.`,
    };
  },
  queued(period: string): ToastMessage {
    return {
      type: 'info',
      title: 'Documento em fila de envio',
      description: `Sem ligação ao servidor: o ficheiro fica guardado neste dispositivo e será gravado para o período ${period} quando houver ligação.`,
    };
  },
  uploadFailed(kind: DocumentKind, serverMessage: string | null): ToastMessage {
    return {
      type: 'error',
      title: 'Erro no Upload',
      description:
        serverMessage ??
        (kind === 'risema'
          ? 'Ocorreu um erro ao processar o ficheiro RISEMA'
          : kind === 'saft'
            ? 'Ocorreu um erro ao processar o ficheiro SAF-T'
            : 'Ocorreu um erro ao processar o documento'),
    };
  },
  confirmFailed(serverMessage: string | null): ToastMessage {
    return {
      type: 'error',
      title: 'Erro na Confirmação',
      description: serverMessage ?? 'Erro ao confirmar período',
    };
  },
  missingFile(kind: DocumentKind): ToastMessage {
    return {
      type: 'error',
      title: 'Erro',
      description:
        kind === 'risema'
          ? 'Por favor selecione um ficheiro RISEMA'
          : kind === 'saft'
            ? 'Por favor selecione um ficheiro SAF-T (.xml ou .zip)'
            : 'Por favor selecione um ficheiro Excel',
    };
  },
} as const;

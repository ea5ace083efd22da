import type { WorkbookKind } from '@risema/finance-core/contract';
import type { ToastMessage } from '../../../components/toast-message';

/** The toasts of the upload flow (docs/product.md §8, to the letter where it gives the text). */
export const uploadToasts = {
  saved(kind: WorkbookKind, period: string): ToastMessage {
    return kind === 'risema'
      ? {
          type: 'success',
          title: 'Ficheiro RISEMA processado com sucesso',
          description: `Demonstração de Resultados (DRE) atualizada para ${period}. Balanço, FSE e Rácios preservados.`,
        }
      : {
          type: 'success',
          title: 'Documento processado com sucesso',
          description: `Dados gravados com sucesso para o período ${period}`,
        };
  },
  queued(period: string): ToastMessage {
    return {
      type: 'info',
      title: 'Documento em fila de envio',
      description: `Sem ligação ao servidor: o ficheiro fica guardado neste dispositivo e será gravado para o período ${period} quando houver ligação.`,
    };
  },
  uploadFailed(kind: WorkbookKind, serverMessage: string | null): ToastMessage {
    return {
      type: 'error',
      title: 'Erro no Upload',
      description:
        serverMessage ??
        (kind === 'risema'
          ? 'Ocorreu um erro ao processar o ficheiro RISEMA'
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
  missingFile(kind: WorkbookKind): ToastMessage {
    return {
      type: 'error',
      title: 'Erro',
      description:
        kind === 'risema'
          ? 'Por favor selecione um ficheiro RISEMA'
          : 'Por favor selecione um ficheiro Excel',
    };
  },
} as const;

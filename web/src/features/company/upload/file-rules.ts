import type { DocumentKind } from '@risema/finance-core/contract';
import { MAX_SAFT_UPLOAD_BYTES, MAX_UPLOAD_BYTES } from '@risema/finance-core/contract';

/**
 * What each upload card accepts (docs/product.md §5): MyReport `.xlsx`; RISEMA `.xlsx` and `.xls`;
 * SAF-T `.xml`, or `.zip` holding one (docs/saft.md).
 */
export const ACCEPTED_EXTENSIONS: Record<DocumentKind, readonly string[]> = {
  myreport: ['.xlsx'],
  risema: ['.xlsx', '.xls'],
  saft: ['.xml', '.zip'],
};

/** The `accept` attribute of each card's file input. */
export const ACCEPT_ATTRIBUTE: Record<DocumentKind, string> = {
  myreport: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  risema:
    '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel',
  saft: '.xml,.zip,text/xml,application/xml,application/zip',
};

/** The largest file of each card. */
export const MAX_BYTES: Record<DocumentKind, number> = {
  myreport: MAX_UPLOAD_BYTES,
  risema: MAX_UPLOAD_BYTES,
  saft: MAX_SAFT_UPLOAD_BYTES,
};

/** The limit as the cards write it (docs/product.md §5). */
export const MAX_SIZE_LABEL: Record<DocumentKind, string> = {
  myreport: 'Máximo: 10MB',
  risema: 'Máximo: 10MB',
  saft: 'Máximo: 100MB',
};

/** Reasons a chosen file is refused before it is read (shown per file, docs/product.md §8). */
export const fileRejections = {
  wrongType: (kind: DocumentKind) =>
    kind === 'myreport'
      ? 'Tipo de ficheiro não aceite: o MyReport aceita apenas ficheiros .xlsx'
      : kind === 'saft'
        ? 'Tipo de ficheiro não aceite: o SAF-T é um ficheiro .xml (ou um .zip com o .xml)'
        : 'Tipo de ficheiro não aceite: use um ficheiro .xlsx ou .xls',
  tooLarge: (kind: DocumentKind) =>
    kind === 'saft'
      ? 'Ficheiro demasiado grande (máximo: 100MB)'
      : 'Ficheiro demasiado grande (máximo: 10MB)',
  empty: 'Ficheiro vazio',
  tooMany: 'Apenas um ficheiro de cada vez',
} as const;

/** A refused file and why. */
export interface RejectedFile {
  name: string;
  reasons: string[];
}

/** What a drop or a choice gives: the one file to read, and the refused ones with reasons. */
export interface FileSelection {
  accepted: File | null;
  rejected: RejectedFile[];
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** Why one file cannot be read by a card (empty when it can). */
export function rejectionReasons(
  file: { name: string; size: number },
  kind: DocumentKind,
): string[] {
  const reasons: string[] = [];
  if (!ACCEPTED_EXTENSIONS[kind].includes(extensionOf(file.name))) {
    reasons.push(fileRejections.wrongType(kind));
  }
  if (file.size > MAX_BYTES[kind]) reasons.push(fileRejections.tooLarge(kind));
  else if (file.size === 0) reasons.push(fileRejections.empty);
  return reasons;
}

/**
 * Sorts the files of a drop or a choice (docs/product.md §5: a single file): the first acceptable one is
 * read when it is the only file; every other file is listed with its reasons.
 */
export function selectFile(files: readonly File[], kind: DocumentKind): FileSelection {
  if (files.length > 1) {
    return {
      accepted: null,
      rejected: files.map((file) => ({
        name: file.name,
        reasons: [...rejectionReasons(file, kind), fileRejections.tooMany],
      })),
    };
  }
  const [file] = files;
  if (!file) return { accepted: null, rejected: [] };
  const reasons = rejectionReasons(file, kind);
  return reasons.length > 0
    ? { accepted: null, rejected: [{ name: file.name, reasons }] }
    : { accepted: file, rejected: [] };
}

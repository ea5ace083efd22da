/** Why a workbook was refused (docs/workbook-format.md §3). */
export type WorkbookRefusalCode =
  'too_large' | 'not_excel' | 'corrupt' | 'too_complex' | 'xls_not_allowed' | 'no_statement_sheet';

/** The HTTP status and the Portuguese message (docs/workbook-format.md §3, to the letter) of each refusal. */
export const WORKBOOK_REFUSALS = {
  too_large: { status: 413, message: 'Ficheiro demasiado grande (máximo: 10MB)' },
  not_excel: { status: 415, message: 'O ficheiro não é um Excel válido' },
  // A corrupt or truncated archive gets the same words as a file that is no Excel at all.
  corrupt: { status: 422, message: 'O ficheiro não é um Excel válido' },
  too_complex: { status: 422, message: 'Ficheiro demasiado complexo para processar' },
  xls_not_allowed: { status: 415, message: 'O MyReport aceita apenas ficheiros .xlsx' },
  no_statement_sheet: {
    status: 422,
    message: 'Nenhuma folha reconhecida (Balanço, DRE, FSE, Rácios)',
  },
} as const satisfies Record<WorkbookRefusalCode, { status: 413 | 415 | 422; message: string }>;

/**
 * A workbook the reader will not read. `message` is the Portuguese text to show as is; `status`
 * is the HTTP status the server answers with.
 */
export class WorkbookRefusal extends Error {
  readonly code: WorkbookRefusalCode;
  readonly status: 413 | 415 | 422;

  constructor(code: WorkbookRefusalCode, options?: { cause?: unknown }) {
    super(WORKBOOK_REFUSALS[code].message, options);
    this.name = 'WorkbookRefusal';
    this.code = code;
    this.status = WORKBOOK_REFUSALS[code].status;
  }
}

/** True when `error` is a refusal (with the given code, when one is given). */
export function isWorkbookRefusal(
  error: unknown,
  code?: WorkbookRefusalCode,
): error is WorkbookRefusal {
  return error instanceof WorkbookRefusal && (code === undefined || error.code === code);
}

/** Why a SAF-T file was refused (docs/saft.md, Limits and refusals). */
export type SaftRefusalCode =
  | 'too_large'
  | 'not_xml'
  | 'not_saft'
  | 'invoicing_only'
  | 'no_ledger'
  | 'schema_version'
  | 'doctype'
  | 'truncated'
  | 'future_year'
  | 'micro_taxonomy'
  | 'fiscal_year_not_calendar'
  | 'zip_contents'
  | 'too_complex';

/** Largest SAF-T accepted: the uploaded file, and the `.xml` a `.zip` holds once inflated. */
export const MAX_SAFT_BYTES = 100 * 1024 * 1024;

type Status = 413 | 415 | 422;

/** The HTTP status and the Portuguese message of each refusal; some name what they found. */
const REFUSALS: Record<SaftRefusalCode, { status: Status; message: (detail: string) => string }> = {
  too_large: { status: 413, message: () => 'Ficheiro demasiado grande (máximo: 100MB)' },
  not_xml: {
    status: 415,
    message: () =>
      'O ficheiro não é um SAF-T válido: não é um ficheiro XML (nem um .zip com um XML)',
  },
  not_saft: {
    status: 422,
    message: () =>
      'O ficheiro XML não é um SAF-T (PT): falta o elemento AuditFile do esquema da Autoridade Tributária',
  },
  invoicing_only: {
    status: 422,
    message: (basis) =>
      `Este ficheiro é um SAF-T de faturação (TaxAccountingBasis ${basis}); é necessário o SAF-T (PT) de contabilidade, exportado do programa de contabilidade`,
  },
  no_ledger: {
    status: 422,
    message: () =>
      'O SAF-T não tem o plano de contas (GeneralLedgerAccounts): é necessário o SAF-T (PT) de contabilidade completo',
  },
  schema_version: {
    status: 422,
    message: (version) =>
      `Versão do SAF-T não suportada: ${version}. O RISEMA lê a versão 1.04_01 (urn:OECD:StandardAuditFile-Tax:PT_1.04_01)`,
  },
  doctype: {
    status: 422,
    message: () =>
      'O ficheiro contém uma declaração DTD ou de entidades (<!DOCTYPE>), que um SAF-T não tem: ficheiro recusado',
  },
  truncated: {
    status: 422,
    message: () => 'O ficheiro SAF-T está incompleto ou danificado (o XML termina antes do fim)',
  },
  future_year: {
    status: 422,
    message: (year) => `O ano fiscal do ficheiro (${year}) é posterior ao ano atual`,
  },
  micro_taxonomy: {
    status: 422,
    message: () =>
      'Este SAF-T usa a taxonomia M (SNC para microentidades), que o RISEMA ainda não suporta',
  },
  fiscal_year_not_calendar: {
    status: 422,
    message: (span) =>
      `O período de tributação do ficheiro (${span}) não coincide com o ano civil; o RISEMA ainda não lê estes ficheiros`,
  },
  zip_contents: {
    status: 422,
    message: () => 'O ficheiro .zip tem de conter um único ficheiro .xml (o SAF-T)',
  },
  too_complex: { status: 422, message: () => 'Ficheiro demasiado complexo para processar' },
};

/**
 * A SAF-T file the reader will not read. `message` is the Portuguese text to show as is;
 * `status` is the HTTP status the server answers with.
 */
export class SaftRefusal extends Error {
  readonly code: SaftRefusalCode;
  readonly status: Status;

  constructor(code: SaftRefusalCode, detail = '', options?: { cause?: unknown }) {
    super(REFUSALS[code].message(detail), options);
    this.name = 'SaftRefusal';
    this.code = code;
    this.status = REFUSALS[code].status;
  }
}

/** True when `error` is a SAF-T refusal (with the given code, when one is given). */
export function isSaftRefusal(error: unknown, code?: SaftRefusalCode): error is SaftRefusal {
  return error instanceof SaftRefusal && (code === undefined || error.code === code);
}

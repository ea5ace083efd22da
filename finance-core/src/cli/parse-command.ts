import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { workbookKindSchema } from '../contract/financial';
import type { WorkbookKind } from '../contract/financial';
import { MAX_UPLOAD_BYTES } from '../contract/document';
import { WorkbookRefusal, readWorkbook } from '../reader';
import { MAX_SAFT_BYTES, SaftRefusal, isSaftInput, readSaft } from '../saft';

/** Where the command writes, and the directory relative paths start from. */
export interface CommandIo {
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

export const PARSE_USAGE =
  'Utilização: npm run parse -- <ficheiro .xlsx, .xls, .xml ou .zip> [--kind myreport|risema]';

class UsageError extends Error {}

function parseArguments(args: string[]): { file: string; kind: WorkbookKind } | 'help' {
  let file: string | null = null;
  let kind: WorkbookKind = 'myreport';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--kind' || arg.startsWith('--kind=')) {
      const value = arg === '--kind' ? args[++i] : arg.slice('--kind='.length);
      const parsed = workbookKindSchema.safeParse(value);
      if (!parsed.success)
        throw new UsageError(
          `Tipo de ficheiro inválido: «${value ?? ''}». Use --kind myreport ou --kind risema.`,
        );
      kind = parsed.data;
    } else if (arg.startsWith('-') && arg !== '-') {
      throw new UsageError(`Opção desconhecida: ${arg}`);
    } else if (file === null) {
      file = arg;
    } else {
      throw new UsageError(`Indique um só ficheiro (recebidos: ${file} e ${arg}).`);
    }
  }
  if (file === null) throw new UsageError('Indique o ficheiro (Excel ou SAF-T) a ler.');
  return { file, kind };
}

/**
 * `npm run parse -- <file> [--kind myreport|risema]`: reads a workbook, or a SAF-T (PT) accounting
 * file (`.xml`, or a `.zip` holding one: told by content), and prints the result as JSON. Returns the exit code: 0 read, 1 refused (the refusal's message on stderr), 2 usage error
 * (a Portuguese explanation and the usage on stderr).
 */
export function runParseCommand(args: string[], io: CommandIo): number {
  let request: ReturnType<typeof parseArguments>;
  try {
    request = parseArguments(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`${error.message}\n${PARSE_USAGE}\n`);
    return 2;
  }
  if (request === 'help') {
    io.stdout(`${PARSE_USAGE}\n`);
    return 0;
  }

  const file = path.resolve(io.cwd, request.file);
  let size: number;
  try {
    const stats = statSync(file);
    if (!stats.isFile()) {
      io.stderr(`Não é um ficheiro: ${file}\n${PARSE_USAGE}\n`);
      return 2;
    }
    size = stats.size;
  } catch {
    io.stderr(`Ficheiro não encontrado: ${file}\n${PARSE_USAGE}\n`);
    return 2;
  }

  try {
    // A file over the limits is refused without reading it into memory.
    if (size > MAX_SAFT_BYTES) throw new SaftRefusal('too_large');
    const buffer = readFileSync(file);
    const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    if (isSaftInput(bytes)) {
      const saft = readSaft(bytes, { fileName: path.basename(file) });
      io.stdout(`${JSON.stringify(saft, null, 2)}\n`);
      return 0;
    }
    if (size > MAX_UPLOAD_BYTES) throw new WorkbookRefusal('too_large');
    const parsed = readWorkbook(bytes, path.basename(file), { kind: request.kind });
    const output = {
      kind: parsed.kind,
      fileName: parsed.fileName,
      company: parsed.company,
      nif: parsed.nif,
      period: parsed.period,
      periodSource: parsed.periodSource,
      sheets: parsed.sheets,
      valueKeys: parsed.valueKeys,
      counts: parsed.counts,
      warnings: parsed.warnings,
      balanceSheet: parsed.balanceSheet,
      incomeStatement: parsed.incomeStatement,
      externalServices: parsed.externalServices,
      financialRatios: parsed.financialRatios,
    };
    io.stdout(`${JSON.stringify(output, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof WorkbookRefusal || error instanceof SaftRefusal) {
      io.stderr(`${error.message}\n`);
      return 1;
    }
    io.stderr(
      `Erro inesperado ao ler o ficheiro: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
}

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { myReportWorkbook, oversizedWorkbook, textFileRenamed } from '../testing';
import { runParseCommand } from './parse-command';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixtures = path.resolve(repoRoot, 'fixtures');
const scratch = mkdtempSync(path.join(tmpdir(), 'risema-parse-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Runs the command as `npm run parse` does, from the repository root: its script built for this
 * run (testing/entry-points-global-setup.ts) in plain Node, where tsx would compile the readers'
 * sources again in each process.
 */
function parse(args: string[], initCwd = repoRoot) {
  const result = spawnSync(process.execPath, [inject('risemaParseCommand'), ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: initCwd },
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The command in this process (what parse.ts runs), from the repository root. */
function command(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = runParseCommand(args, {
    cwd: repoRoot,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

// The real command (a process each) for what only the process shows: its output streams, its
// exit code, paths relative to INIT_CWD. The command's other cases run in this process.
describe('npm run parse', { timeout: 60_000 }, () => {
  it('prints a MyReport as JSON and exits 0', () => {
    const { code, stdout, stderr } = parse([
      path.join(fixtures, 'myreport-padaria-lusitana-2025-06.xlsx'),
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const output = JSON.parse(stdout) as Record<string, unknown>;
    expect(output).toMatchObject({
      kind: 'myreport',
      company: 'Padaria Lusitana, Lda',
      nif: '509442013',
      period: '2025-06',
      counts: { balanceSheet: 40, incomeStatement: 28, externalServices: 20, financialRatios: 16 },
      warnings: [],
    });
    for (const statement of [
      'balanceSheet',
      'incomeStatement',
      'externalServices',
      'financialRatios',
    ])
      expect(Array.isArray(output[statement]), statement).toBe(true);
  });

  it('reads a RISEMA simulation with --kind risema, a path relative to where it was typed', () => {
    const { code, stdout } = parse(
      ['../fixtures/risema-padaria-lusitana-2026-03.xlsx', '--kind', 'risema'],
      path.join(repoRoot, 'finance-core'),
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      kind: 'risema',
      period: '2026-03',
      counts: { incomeStatement: 23 },
    });
  });

  it('prints a refusal on stderr and exits 1', () => {
    const text = textFileRenamed();
    const file = path.join(scratch, text.fileName);
    writeFileSync(file, text.bytes);
    expect(parse([file])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'O ficheiro não é um Excel válido\n',
    });

    const valid = myReportWorkbook({ period: '2025-06' });
    const xlsx = path.join(scratch, valid.fileName);
    writeFileSync(xlsx, valid.bytes);
    expect(command([xlsx, '--kind=risema']).code).toBe(0);

    const big = oversizedWorkbook();
    const large = path.join(scratch, big.fileName);
    writeFileSync(large, big.bytes);
    expect(command([large])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Ficheiro demasiado grande (máximo: 10MB)\n',
    });
  });

  it('tells a SAF-T by its content (.xml or .zip) and prints its months as JSON', () => {
    for (const name of ['saft-oficina-exemplo-2024.xml', 'saft-oficina-exemplo-2024.zip']) {
      const { code, stdout, stderr } = parse([path.join(fixtures, name)]);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      const output = JSON.parse(stdout) as { kind: string; nif: string; periods: string[] };
      expect(output).toMatchObject({ kind: 'saft', nif: '512345678', fiscalYear: 2024 });
      expect(output.periods).toHaveLength(12);
    }
  });

  it('prints a SAF-T refusal on stderr and exits 1', () => {
    const file = path.join(scratch, 'faturacao.xml');
    writeFileSync(
      file,
      '<?xml version="1.0"?><AuditFile xmlns="urn:OECD:StandardAuditFile-Tax:PT_1.04_01"><Header><AuditFileVersion>1.04_01</AuditFileVersion><TaxAccountingBasis>F</TaxAccountingBasis></Header></AuditFile>',
    );
    expect(parse([file])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'Este ficheiro é um SAF-T de faturação (TaxAccountingBasis F); é necessário o SAF-T (PT) de contabilidade, exportado do programa de contabilidade\n',
    });
  });

  it('explains usage errors in Portuguese and exits 2', () => {
    const none = command([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Indique o ficheiro (Excel ou SAF-T) a ler.');
    expect(none.stderr).toContain(
      'Utilização: npm run parse -- <ficheiro .xlsx, .xls, .xml ou .zip> [--kind myreport|risema]',
    );

    const missing = command(['nao-existe.xlsx']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(
      `Ficheiro não encontrado: ${path.join(repoRoot, 'nao-existe.xlsx')}`,
    );

    const kind = command([
      path.join(fixtures, 'myreport-tecnoserv-2025-12.xlsx'),
      '--kind',
      'excel',
    ]);
    expect(kind.code).toBe(2);
    expect(kind.stderr).toContain(
      'Tipo de ficheiro inválido: «excel». Use --kind myreport ou --kind risema.',
    );

    const option = command(['--verbose', 'a.xlsx']);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain('Opção desconhecida: --verbose');

    const directory = command([fixtures]);
    expect(directory.code).toBe(2);
    expect(directory.stderr).toContain('Não é um ficheiro');
  });
});

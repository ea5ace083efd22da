import { describe, expect, it } from 'vitest';
import { sampleCompanyBooks, saftBytes, saftXml, writeZip } from '../testing';
import type { SaftFileSpec } from '../testing';
import { readSaft } from './read-saft';
import { MAX_SAFT_BYTES, isSaftRefusal } from './saft-refusal';
import type { SaftRefusalCode } from './saft-refusal';

const NOW = new Date('2026-03-10T12:00:00Z');
const text = (value: string) => new TextEncoder().encode(value);

function refusalOf(bytes: Uint8Array, now = NOW) {
  try {
    readSaft(bytes, { now });
  } catch (error) {
    if (isSaftRefusal(error))
      return { code: error.code, status: error.status, message: error.message };
    throw error;
  }
  throw new Error('read without refusal');
}

function books(change: Partial<SaftFileSpec> = {}): Uint8Array {
  return saftBytes(saftXml({ ...sampleCompanyBooks({ through: 2 }), ...change }), 'utf-8');
}

describe('refusals, each with its Portuguese message and nothing read', () => {
  const cases: {
    name: string;
    bytes: () => Uint8Array;
    code: SaftRefusalCode;
    status: number;
    message: string | RegExp;
  }[] = [
    {
      name: 'a file over 100 MB',
      bytes: () => new Uint8Array(MAX_SAFT_BYTES + 1),
      code: 'too_large',
      status: 413,
      message: 'Ficheiro demasiado grande (máximo: 100MB)',
    },
    {
      name: 'not XML (a PDF)',
      bytes: () => text('%PDF-1.7\n1 0 obj <<>> endobj'),
      code: 'not_xml',
      status: 415,
      message: /não é um ficheiro XML/,
    },
    {
      name: 'an empty file',
      bytes: () => new Uint8Array(0),
      code: 'not_xml',
      status: 415,
      message: /não é um ficheiro XML/,
    },
    {
      name: 'XML that is not a SAF-T',
      bytes: () => text('<?xml version="1.0"?><html><body>olá</body></html>'),
      code: 'not_saft',
      status: 422,
      message: /não é um SAF-T \(PT\)/,
    },
    {
      name: 'an invoicing-only SAF-T (F)',
      bytes: () => books({ basis: 'F' }),
      code: 'invoicing_only',
      status: 422,
      message:
        'Este ficheiro é um SAF-T de faturação (TaxAccountingBasis F); é necessário o SAF-T (PT) de contabilidade, exportado do programa de contabilidade',
    },
    {
      name: 'another schema version, by namespace',
      bytes: () => books({ namespace: 'urn:OECD:StandardAuditFile-Tax:PT_1.03_01' }),
      code: 'schema_version',
      status: 422,
      message: /Versão do SAF-T não suportada: PT_1\.03_01/,
    },
    {
      name: 'another schema version, by AuditFileVersion',
      bytes: () => books({ auditFileVersion: '1.05_01' }),
      code: 'schema_version',
      status: 422,
      message: /Versão do SAF-T não suportada: 1\.05_01/,
    },
    {
      name: 'a DTD with entity declarations (refused before any expansion)',
      bytes: () =>
        books({
          prolog:
            '<!DOCTYPE AuditFile [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>',
        }),
      code: 'doctype',
      status: 422,
      message: /declaração DTD ou de entidades/,
    },
    {
      name: 'an external entity',
      bytes: () => books({ prolog: '<!DOCTYPE AuditFile SYSTEM "file:///etc/passwd">' }),
      code: 'doctype',
      status: 422,
      message: /declaração DTD ou de entidades/,
    },
    {
      name: 'truncated XML',
      bytes: () => books().subarray(0, 20_000),
      code: 'truncated',
      status: 422,
      message: 'O ficheiro SAF-T está incompleto ou danificado (o XML termina antes do fim)',
    },
    {
      name: 'a fiscal year after the current one',
      bytes: () =>
        saftBytes(saftXml(sampleCompanyBooks({ fiscalYear: 2027, through: 1 })), 'utf-8'),
      code: 'future_year',
      status: 422,
      message: 'O ano fiscal do ficheiro (2027) é posterior ao ano atual',
    },
    {
      name: 'taxonomy M (micro-entities)',
      bytes: () => books({ taxonomyReference: 'M' }),
      code: 'micro_taxonomy',
      status: 422,
      message:
        'Este SAF-T usa a taxonomia M (SNC para microentidades), que o RISEMA ainda não suporta',
    },
    {
      name: 'a tax period that is not the calendar year',
      bytes: () => books({ startDate: '2024-10-01', endDate: '2025-09-30' }),
      code: 'fiscal_year_not_calendar',
      status: 422,
      message: /\(2024-10-01 a 2025-09-30\) não coincide com o ano civil/,
    },
    {
      name: 'an accounting SAF-T without its chart of accounts',
      bytes: () => books({ taxonomyReference: null }),
      code: 'no_ledger',
      status: 422,
      message: /não tem o plano de contas/,
    },
    {
      name: 'a zip with two files',
      bytes: () =>
        writeZip([
          { name: 'a.xml', content: books() },
          { name: 'b.xml', content: books() },
        ]),
      code: 'zip_contents',
      status: 422,
      message: 'O ficheiro .zip tem de conter um único ficheiro .xml (o SAF-T)',
    },
    {
      name: 'a zip holding no XML',
      bytes: () => writeZip([{ name: 'saft.txt', content: books() }]),
      code: 'zip_contents',
      status: 422,
      message: 'O ficheiro .zip tem de conter um único ficheiro .xml (o SAF-T)',
    },
    {
      name: 'a zip whose entry declares more than 100 MB',
      bytes: () =>
        writeZip([{ name: 'saft.xml', content: books(), declaredSize: MAX_SAFT_BYTES + 1 }]),
      code: 'too_complex',
      status: 422,
      message: 'Ficheiro demasiado complexo para processar',
    },
  ];

  it.each(cases)('$name', ({ bytes, code, status, message }) => {
    const refusal = refusalOf(bytes());
    expect(refusal.code).toBe(code);
    expect(refusal.status).toBe(status);
    if (typeof message === 'string') expect(refusal.message).toBe(message);
    else expect(refusal.message).toMatch(message);
  });

  it('the fiscal year of the current year is read', () => {
    const read = readSaft(books(), { now: new Date('2025-03-05T12:00:00Z') });
    expect(read.periods).toEqual(['2025-01', '2025-02']);
  });
});

describe('encodings: the bytes decide, not the declaration', () => {
  const spec = {
    ...sampleCompanyBooks({ through: 1 }),
    company: 'Serralharia Conceição & Filhos, Lda',
  };

  it('UTF-8 bytes declared Windows-1252 are read as UTF-8', () => {
    const read = readSaft(
      saftBytes(saftXml({ ...spec, declaredEncoding: 'Windows-1252' }), 'utf-8'),
      { now: NOW },
    );
    expect(read.encoding).toBe('utf-8');
    expect(read.company).toBe('Serralharia Conceição & Filhos, Lda');
  });

  it('Windows-1252 bytes declared UTF-8 are read as Windows-1252', () => {
    const read = readSaft(
      saftBytes(saftXml({ ...spec, declaredEncoding: 'UTF-8' }), 'windows-1252'),
      { now: NOW },
    );
    expect(read.encoding).toBe('windows-1252');
    expect(read.company).toBe('Serralharia Conceição & Filhos, Lda');
    expect(read.months[0]?.incomeStatement.find((r) => r.code === '721')?.description).toBe(
      'Prestações de serviços - manutenção',
    );
  });

  it('a UTF-8 byte-order mark is no obstacle', () => {
    const body = saftBytes(saftXml(spec), 'utf-8');
    const withBom = new Uint8Array(body.length + 3);
    withBom.set([0xef, 0xbb, 0xbf]);
    withBom.set(body, 3);
    expect(readSaft(withBom, { now: NOW }).company).toBe(spec.company);
  });
});

describe('a .zip holding one .xml', () => {
  it('reads the same as the .xml, directories and macOS extras ignored', async () => {
    const { zipSync } = await import('fflate');
    const xml = books();
    const zipped = zipSync({
      'SAFT/': new Uint8Array(0),
      'SAFT/saft_512345678_2025.xml': xml,
      '__MACOSX/SAFT/._saft_512345678_2025.xml': new Uint8Array([0, 1, 2]),
    });
    expect(readSaft(zipped, { now: NOW }).months).toEqual(readSaft(xml, { now: NOW }).months);
  });
});

describe('checks that warn and still accept', () => {
  it('an unbalanced transaction is named with its difference; the balance sheet does not tie', () => {
    const spec = sampleCompanyBooks({ through: 2 });
    const first = spec.transactions[0]!;
    spec.transactions[0] = {
      ...first,
      lines: first.lines.map((line) =>
        line.account === '2433' ? { account: '2433', credit: 2_000 } : line,
      ),
    };
    const read = readSaft(saftBytes(saftXml(spec), 'utf-8'), { now: NOW });
    // Amounts are formatted pt-PT (a no-break space before €).
    expect(read.warnings.map((w) => w.replace(/\s/g, ' '))).toContain(
      'O lançamento 2025-01-05 V 1 não está equilibrado: débitos e créditos diferem em 300 € (mais débitos).',
    );
    expect(read.months[0]?.tieOuts.map((t) => t.code)).toContain('balance-sheet');
  });

  it('header totals that differ from the lines', () => {
    const read = readSaft(books({ declared: { entries: 3, totalDebit: 1, totalCredit: 2 } }), {
      now: NOW,
    });
    expect(read.warnings.filter((w) => w.includes('declarado no SAF-T'))).toHaveLength(3);
  });

  it('an account whose opening plus movements is not its closing balance', () => {
    const spec = sampleCompanyBooks({ through: 2 });
    spec.accounts = spec.accounts.map((a) =>
      a.id === '111' ? { ...a, closing: { debit: 50, credit: 0 } } : a,
    );
    const read = readSaft(saftBytes(saftXml(spec), 'utf-8'), { now: NOW });
    expect(read.warnings.join('\n')).toMatch(
      /111 \(saldo inicial mais movimentos 0\s€, saldo final 50\s€\)/,
    );
  });

  it('an account without TaxonomyCode is placed by its SNC code and named', () => {
    const spec = sampleCompanyBooks({ through: 2 });
    spec.accounts = spec.accounts.map((a) => (a.id === '6241' ? { ...a, taxonomy: undefined } : a));
    const read = readSaft(saftBytes(saftXml(spec), 'utf-8'), { now: NOW });
    expect(read.warnings).toContain(
      'Contas sem código de taxonomia reconhecido, classificadas pelo código SNC da conta: 6241 Eletricidade.',
    );
    const fse = read.months[1]?.externalServices.find((r) => r.code === '6241');
    expect(fse?.values['2025_current']).toBe(600);
  });

  it('a taxonomy of another class than the code: the code wins, named', () => {
    const spec = sampleCompanyBooks({ through: 2 });
    spec.accounts = spec.accounts.map((a) => (a.id === '6241' ? { ...a, taxonomy: 510 } : a));
    const read = readSaft(saftBytes(saftXml(spec), 'utf-8'), { now: NOW });
    expect(read.warnings.join('\n')).toMatch(
      /classificadas pelo código da conta: 6241 \(taxonomia 510\)/,
    );
    expect(read.months[1]?.externalServices.find((r) => r.code === '6241')).toBeDefined();
  });

  it('an account numbered its own way (POC) is placed by its taxonomy code', () => {
    const spec = sampleCompanyBooks({ through: 1 });
    spec.accounts = [
      ...spec.accounts,
      {
        id: '219001',
        description: 'Adiantamentos de clientes - Beta',
        category: 'GM',
        groupingCode: '21',
        taxonomy: 24,
      },
    ];
    spec.transactions.push({
      id: 'ADI',
      period: 1,
      date: '2025-01-20',
      description: 'Adiantamento',
      lines: [
        { account: '1201', debit: 500 },
        { account: '219001', credit: 500 },
      ],
    });
    const read = readSaft(saftBytes(saftXml(spec), 'utf-8'), { now: NOW });
    const bs = read.months[0]!.balanceSheet;
    expect(
      bs.find((r) => r.description === 'Adiantamentos de clientes')?.values['2025_current'],
    ).toBe(500);
    expect(read.warnings).toEqual([]);
  });

  it('entries on an account missing from the chart still count, named', () => {
    const spec = sampleCompanyBooks({ through: 1 });
    spec.transactions.push({
      id: 'X',
      period: 1,
      date: '2025-01-20',
      description: 'Outro',
      lines: [
        { account: '6888', debit: 10 },
        { account: '1201', credit: 10 },
      ],
    });
    const read = readSaft(saftBytes(saftXml(spec), 'utf-8'), { now: NOW });
    expect(read.warnings).toContain(
      'Movimentos em contas que não constam do plano de contas, contados pelo código da conta: 6888.',
    );
    expect(
      read.months[0]!.incomeStatement.find((r) => r.code === '68')?.values['2025_current'],
    ).toBe(-10);
  });
});

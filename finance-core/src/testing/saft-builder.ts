/**
 * SAF-T (PT) accounting files for tests, built from a declarative spec: header, chart of accounts
 * (opening balances given, closing balances and aggregates computed from the entries), and the
 * entries. `sampleCompanyBooks` is a year of books of a small company (docs/saft.md, Fixtures);
 * `saftXml` writes any spec, including files that break the rules on purpose. Pure TypeScript.
 */

/** An account of `GeneralLedgerAccounts`; amounts in euros. */
export interface SaftAccountSpec {
  id: string;
  description: string;
  category: 'GR' | 'GA' | 'GM' | 'AR' | 'AA' | 'AM';
  /** The aggregate it belongs to (GA, GM, AA, AM). */
  groupingCode?: string;
  /** GM accounts: the taxonomy code (omitted: no `TaxonomyCode` element). */
  taxonomy?: number | string;
  openingDebit?: number;
  openingCredit?: number;
  /** Overrides the closing balances computed from the entries (a file that does not add up). */
  closing?: { debit: number; credit: number };
}

/** One line of an entry: a debit or a credit, in euros. */
export interface SaftLineSpec {
  account: string;
  debit?: number;
  credit?: number;
}

/** An entry (`Transaction`). */
export interface SaftTransactionSpec {
  id: string;
  period: number;
  /** `AAAA-MM-DD`. */
  date: string;
  /** `TransactionType`: N normal (default), R regularisation, A closing of results, J adjustment. */
  type?: 'N' | 'R' | 'A' | 'J';
  description: string;
  lines: SaftLineSpec[];
  journal?: string;
}

/** A whole SAF-T file. */
export interface SaftFileSpec {
  company: string;
  nif: string;
  fiscalYear: number;
  startDate?: string;
  endDate?: string;
  /** `TaxAccountingBasis` (C by default). */
  basis?: string;
  /** `TaxonomyReference` (S by default); null leaves `GeneralLedgerAccounts` out. */
  taxonomyReference?: string | null;
  accounts: SaftAccountSpec[];
  transactions: SaftTransactionSpec[];
  /** The declaration's encoding label (the bytes are written by `saftBytes`). */
  declaredEncoding?: string;
  namespace?: string;
  auditFileVersion?: string;
  /** Overrides of what `GeneralLedgerEntries` declares (a file whose header lies). */
  declared?: { entries?: number; totalDebit?: number; totalCredit?: number };
  /** Text put right after the XML declaration (a `<!DOCTYPE …>`, for instance). */
  prolog?: string;
}

function cents(euros: number): number {
  return Math.round(euros * 100);
}

function money(value: number): string {
  return (value / 100).toFixed(2);
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function element(name: string, value: string | number): string {
  return `<${name}>${typeof value === 'string' ? escapeXml(value) : value}</${name}>`;
}

/** Opening and closing balances (cents) of every account: GM from the entries, aggregates summed. */
function balances(spec: SaftFileSpec) {
  const result = new Map<string, { od: number; oc: number; cd: number; cc: number }>();
  const net = new Map<string, number>();
  for (const transaction of spec.transactions) {
    for (const line of transaction.lines) {
      const amount = cents(line.debit ?? 0) - cents(line.credit ?? 0);
      net.set(line.account, (net.get(line.account) ?? 0) + amount);
    }
  }
  const byId = new Map(spec.accounts.map((account) => [account.id, account]));
  const movement = spec.accounts.filter((a) => a.category === 'GM' || a.category === 'AM');
  for (const account of spec.accounts) result.set(account.id, { od: 0, oc: 0, cd: 0, cc: 0 });
  for (const account of movement) {
    const od = cents(account.openingDebit ?? 0);
    const oc = cents(account.openingCredit ?? 0);
    const closing = od - oc + (net.get(account.id) ?? 0);
    const entry = {
      od,
      oc,
      cd: account.closing ? cents(account.closing.debit) : Math.max(0, closing),
      cc: account.closing ? cents(account.closing.credit) : Math.max(0, -closing),
    };
    result.set(account.id, entry);
    // Aggregates carry the sums of their movement accounts' balances.
    let parent = account.groupingCode;
    while (parent !== undefined) {
      const totals = result.get(parent);
      if (!totals) break;
      totals.od += entry.od;
      totals.oc += entry.oc;
      totals.cd += entry.cd;
      totals.cc += entry.cc;
      parent = byId.get(parent)?.groupingCode;
    }
  }
  return result;
}

/** The XML text of a SAF-T file spec. */
export function saftXml(spec: SaftFileSpec): string {
  const parts: string[] = [];
  const encoding = spec.declaredEncoding ?? 'Windows-1252';
  parts.push(`<?xml version="1.0" encoding="${encoding}"?>\n`);
  if (spec.prolog) parts.push(spec.prolog, '\n');
  parts.push(
    `<AuditFile xmlns="${spec.namespace ?? 'urn:OECD:StandardAuditFile-Tax:PT_1.04_01'}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n`,
  );
  parts.push(
    '  <Header>',
    element('AuditFileVersion', spec.auditFileVersion ?? '1.04_01'),
    element('CompanyID', spec.nif),
    element('TaxRegistrationNumber', spec.nif),
    element('TaxAccountingBasis', spec.basis ?? 'C'),
    element('CompanyName', spec.company),
    '<CompanyAddress><AddressDetail>Rua Direita, 10</AddressDetail><City>Braga</City><PostalCode>4700-000</PostalCode><Country>PT</Country></CompanyAddress>',
    element('FiscalYear', spec.fiscalYear),
    element('StartDate', spec.startDate ?? `${spec.fiscalYear}-01-01`),
    element('EndDate', spec.endDate ?? `${spec.fiscalYear}-12-31`),
    element('CurrencyCode', 'EUR'),
    element('DateCreated', `${spec.fiscalYear + 1}-02-15`),
    element('TaxEntity', 'Global'),
    element('ProductCompanyTaxID', '999999990'),
    element('SoftwareCertificateNumber', 0),
    element('ProductID', 'RISEMA testes/RISEMA'),
    element('ProductVersion', '1.0'),
    '</Header>\n',
  );
  parts.push('  <MasterFiles>\n');
  if (spec.taxonomyReference !== null) {
    const totals = balances(spec);
    parts.push(
      '    <GeneralLedgerAccounts>',
      element('TaxonomyReference', spec.taxonomyReference ?? 'S'),
      '\n',
    );
    for (const account of spec.accounts) {
      const balance = totals.get(account.id) ?? { od: 0, oc: 0, cd: 0, cc: 0 };
      parts.push(
        '      <Account>',
        element('AccountID', account.id),
        element('AccountDescription', account.description),
        element('OpeningDebitBalance', money(balance.od)),
        element('OpeningCreditBalance', money(balance.oc)),
        element('ClosingDebitBalance', money(balance.cd)),
        element('ClosingCreditBalance', money(balance.cc)),
        element('GroupingCategory', account.category),
        account.groupingCode ? element('GroupingCode', account.groupingCode) : '',
        account.taxonomy !== undefined ? element('TaxonomyCode', String(account.taxonomy)) : '',
        '</Account>\n',
      );
    }
    parts.push('    </GeneralLedgerAccounts>\n');
  }
  parts.push(
    '    <Customer><CustomerID>C1</CustomerID><AccountID>2111001</AccountID><CustomerTaxID>501234560</CustomerTaxID><CompanyName>Cliente Alfa, Lda</CompanyName><BillingAddress><AddressDetail>Rua A</AddressDetail><City>Porto</City><PostalCode>4000-000</PostalCode><Country>PT</Country></BillingAddress><SelfBillingIndicator>0</SelfBillingIndicator></Customer>\n',
    '  </MasterFiles>\n',
  );
  let debit = 0;
  let credit = 0;
  for (const transaction of spec.transactions) {
    for (const line of transaction.lines) {
      debit += cents(line.debit ?? 0);
      credit += cents(line.credit ?? 0);
    }
  }
  const declared = spec.declared ?? {};
  parts.push(
    '  <GeneralLedgerEntries>',
    element('NumberOfEntries', declared.entries ?? spec.transactions.length),
    element(
      'TotalDebit',
      money(declared.totalDebit === undefined ? debit : cents(declared.totalDebit)),
    ),
    element(
      'TotalCredit',
      money(declared.totalCredit === undefined ? credit : cents(declared.totalCredit)),
    ),
    '\n',
  );
  const journals = new Map<string, SaftTransactionSpec[]>();
  for (const transaction of spec.transactions) {
    const journal = transaction.journal ?? 'D';
    const list = journals.get(journal);
    if (list) list.push(transaction);
    else journals.set(journal, [transaction]);
  }
  for (const [journal, transactions] of journals) {
    parts.push(
      '    <Journal>',
      element('JournalID', journal),
      element('Description', `Diário ${journal}`),
      '\n',
    );
    for (const transaction of transactions) parts.push(transactionXml(transaction));
    parts.push('    </Journal>\n');
  }
  parts.push('  </GeneralLedgerEntries>\n</AuditFile>\n');
  return parts.join('');
}

/** One `Transaction` element. */
export function transactionXml(transaction: SaftTransactionSpec): string {
  const parts = [
    '      <Transaction>',
    element('TransactionID', `${transaction.date} ${transaction.journal ?? 'D'} ${transaction.id}`),
    element('Period', transaction.period),
    element('TransactionDate', transaction.date),
    element('SourceID', 'U1'),
    element('Description', transaction.description),
    element('DocArchivalNumber', transaction.id),
    element('TransactionType', transaction.type ?? 'N'),
    element('GLPostingDate', transaction.date),
    '<Lines>',
  ];
  let record = 0;
  for (const line of transaction.lines) {
    record++;
    const debit = line.debit !== undefined;
    const side = debit ? 'Debit' : 'Credit';
    parts.push(
      `<${side}Line>`,
      element('RecordID', `${transaction.id}-${record}`),
      element('AccountID', line.account),
      element('SystemEntryDate', `${transaction.date}T10:00:00`),
      element('Description', transaction.description),
      element(`${side}Amount`, money(cents((debit ? line.debit : line.credit) ?? 0))),
      `</${side}Line>`,
    );
  }
  parts.push('</Lines></Transaction>\n');
  return parts.join('');
}

/** The bytes of SAF-T text in an encoding (the declaration is whatever the text says). */
export function saftBytes(xml: string, encoding: 'utf-8' | 'windows-1252'): Uint8Array {
  if (encoding === 'utf-8') return new TextEncoder().encode(xml);
  const bytes = new Uint8Array(xml.length);
  const high: Record<string, number> = {
    '€': 0x80,
    '‘': 0x91,
    '’': 0x92,
    '“': 0x93,
    '”': 0x94,
    '–': 0x96,
    '—': 0x97,
  };
  for (let i = 0; i < xml.length; i++) {
    const code = xml.charCodeAt(i);
    const mapped = code < 0x100 ? code : high[xml.charAt(i)];
    if (mapped === undefined) throw new Error(`not in Windows-1252: ${xml.charAt(i)}`);
    bytes[i] = mapped;
  }
  return bytes;
}

/** The company of the sample books. */
export const SAMPLE_SAFT_COMPANY = { company: 'Oficina Exemplo, Lda', nif: '512345678' } as const;

const gm = (
  id: string,
  description: string,
  groupingCode: string,
  taxonomy: number,
  opening?: { debit?: number; credit?: number },
): SaftAccountSpec => ({
  id,
  description,
  category: 'GM',
  groupingCode,
  taxonomy,
  openingDebit: opening?.debit,
  openingCredit: opening?.credit,
});

const gr = (id: string, description: string): SaftAccountSpec => ({
  id,
  description,
  category: 'GR',
});

/**
 * The chart of accounts of the sample books: SNC codes, taxonomy S codes, opening balances of
 * 1 January (balanced: 72 690 € each side; the previous year's result, 7 730 €, still in 818).
 */
export function sampleChart(): SaftAccountSpec[] {
  return [
    gr('11', 'Caixa'),
    gm('111', 'Caixa - fundo fixo', '11', 1),
    gr('12', 'Depósitos à ordem'),
    gm('1201', 'Banco A - conta à ordem', '12', 2, { debit: 40_000 }),
    gm('1202', 'Banco B - conta caucionada', '12', 2),
    gr('21', 'Clientes'),
    { id: '211', description: 'Clientes c/c', category: 'GA', groupingCode: '21' },
    gm('2111001', 'Cliente Alfa, Lda', '211', 10, { debit: 3_690 }),
    gm('2111002', 'Cliente Beta, SA', '211', 10),
    gr('22', 'Fornecedores'),
    gm('2211001', 'Fornecedor de Mercadorias, Lda', '22', 37, { credit: 2_460 }),
    gm('2211002', 'Companhia de Eletricidade, SA', '22', 37),
    gr('24', 'Estado e outros entes públicos'),
    gm('241', 'Imposto sobre o rendimento', '24', 71),
    gm('242', 'Retenção de impostos sobre rendimentos', '24', 72),
    gm('2432', 'IVA - dedutível', '24', 74),
    gm('2433', 'IVA - liquidado', '24', 75),
    gm('2436', 'IVA - a pagar', '24', 78, { credit: 1_500 }),
    gm('2437', 'IVA - a recuperar', '24', 79),
    gm('245', 'Contribuições para a Segurança Social', '24', 83),
    gr('25', 'Financiamentos obtidos'),
    gm('2511', 'Empréstimo bancário - Banco A', '25', 86, { credit: 12_000 }),
    gr('27', 'Outras contas a receber e a pagar'),
    gm('2711001', 'Fornecedor de equipamento, SA', '27', 103),
    gr('32', 'Mercadorias'),
    gm('321', 'Mercadorias em armazém', '32', 162, { debit: 5_000 }),
    gr('43', 'Ativos fixos tangíveis'),
    gm('4331', 'Equipamento básico', '43', 230, { debit: 24_000 }),
    gm('4381', 'Depreciações acumuladas - equipamento básico', '43', 260, { credit: 4_000 }),
    gr('51', 'Capital subscrito'),
    gm('511', 'Capital subscrito', '51', 323, { credit: 5_000 }),
    gr('56', 'Resultados transitados'),
    gm('561', 'Resultados transitados', '56', 330, { credit: 40_000 }),
    gr('61', 'Custo das mercadorias vendidas e das matérias consumidas'),
    gm('611', 'CMVMC - mercadorias', '61', 340),
    gr('62', 'Fornecimentos e serviços externos'),
    gm('6241', 'Eletricidade', '62', 356),
    gm('6261', 'Rendas e alugueres', '62', 366),
    gm('6263', 'Seguros', '62', 368),
    gr('63', 'Gastos com o pessoal'),
    gm('632', 'Remunerações do pessoal', '63', 380),
    gm('635', 'Encargos sobre remunerações', '63', 383),
    gr('64', 'Gastos de depreciação e de amortização'),
    gm('642', 'Depreciações - ativos fixos tangíveis', '64', 390),
    gr('69', 'Gastos de financiamento'),
    gm('691', 'Juros suportados', '69', 480),
    gr('71', 'Vendas'),
    gm('711', 'Vendas de mercadorias', '71', 506),
    gr('72', 'Prestações de serviços'),
    gm('721', 'Prestações de serviços - manutenção', '72', 513),
    gr('81', 'Resultado líquido do período'),
    gm('811', 'Resultado antes de impostos', '81', 640),
    gm('8121', 'Imposto estimado para o período', '81', 641),
    gm('818', 'Resultado líquido', '81', 642, { credit: 7_730 }),
    { id: '92', description: 'Centros de custo', category: 'AR' },
    { id: '921', description: 'Oficina', category: 'AM', groupingCode: '92' },
    { id: '922', description: 'Loja', category: 'AM', groupingCode: '92' },
  ];
}

const pad = (value: number) => String(value).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Options of `sampleCompanyBooks`. */
export interface SampleBooksOptions {
  fiscalYear?: number;
  /** The last month with entries (1–12); the year-end periods 13 and 14 come with 12. */
  through?: number;
  /** Extra balanced sales and receipts per month, to make big files (bench). */
  extraSalesPerMonth?: number;
}

/**
 * A year of books of a small company (Oficina Exemplo, Lda), every amount chosen so the
 * statements can be worked out by hand (docs/saft.md, Fixtures). Each month: sales of goods to
 * Cliente Alfa (10 000 € + 23 % VAT, paid the next month) and services to Cliente Beta (2 000 € +
 * VAT, paid in the month; in June Beta pays 1 000 € in advance, used up in December); goods
 * bought (6 000 € + VAT, paid the next month) and sold at cost (CMVMC 6 000 €); electricity
 * (300 € + VAT), rent (800 €); insurance in January (1 200 €); payroll (3 000 € gross, 11 %
 * employee and 23.75 % employer social security, 300 € IRS withheld; the State paid the next
 * month); depreciation (200 €/month, 400 € from April); the loan (500 € principal and 40 €
 * interest a month). VAT is settled quarterly (Q2 ends in a refund: equipment of 24 000 € + VAT
 * bought in April on Banco B's credit line, in overdraft until July); IRC is paid on account in
 * July, September and December (1 000 € each); the previous year's result goes to retained
 * earnings in May. Period 13: the IRC estimate (21 % of the pre-tax result); period 14 (type A):
 * the closing of results into 811 and 818. An analytic entry (class 9) each month.
 */
export function sampleCompanyBooks(options: SampleBooksOptions = {}): SaftFileSpec {
  const year = options.fiscalYear ?? 2025;
  const through = options.through ?? 12;
  const transactions: SaftTransactionSpec[] = [];
  let number = 0;
  const add = (
    period: number,
    day: number,
    description: string,
    lines: SaftLineSpec[],
    journal = 'D',
    type: SaftTransactionSpec['type'] = 'N',
  ) => {
    number++;
    const month = Math.min(period, 12);
    transactions.push({
      id: String(number),
      period,
      date: `${year}-${pad(month)}-${pad(Math.min(day, lastDay(year, month)))}`,
      description,
      lines,
      journal,
      type,
    });
  };
  for (let month = 1; month <= through; month++) {
    add(
      month,
      5,
      'Fatura de venda a Cliente Alfa',
      [
        { account: '2111001', debit: 12_300 },
        { account: '711', credit: 10_000 },
        { account: '2433', credit: 2_300 },
      ],
      'V',
    );
    add(
      month,
      6,
      'Fatura de serviços a Cliente Beta',
      [
        { account: '2111002', debit: 2_460 },
        { account: '721', credit: 2_000 },
        { account: '2433', credit: 460 },
      ],
      'V',
    );
    for (let extra = 0; extra < (options.extraSalesPerMonth ?? 0); extra++) {
      add(
        month,
        7,
        `Venda a dinheiro ${extra + 1}`,
        [
          { account: '2111002', debit: 123 },
          { account: '711', credit: 100 },
          { account: '2433', credit: 23 },
        ],
        'V',
      );
      add(
        month,
        7,
        `Recebimento da venda a dinheiro ${extra + 1}`,
        [
          { account: '1201', debit: 123 },
          { account: '2111002', credit: 123 },
        ],
        'T',
      );
      add(
        month,
        7,
        `Estorno da venda a dinheiro ${extra + 1}`,
        [
          { account: '711', debit: 100 },
          { account: '2433', debit: 23 },
          { account: '1201', credit: 123 },
        ],
        'V',
      );
    }
    add(
      month,
      8,
      'Recebimento de Cliente Alfa',
      [
        { account: '1201', debit: month === 1 ? 3_690 : 12_300 },
        { account: '2111001', credit: month === 1 ? 3_690 : 12_300 },
      ],
      'T',
    );
    const beta = month === 6 ? 3_460 : month === 12 ? 1_460 : 2_460;
    add(
      month,
      9,
      'Recebimento de Cliente Beta',
      [
        { account: '1201', debit: beta },
        { account: '2111002', credit: beta },
      ],
      'T',
    );
    add(
      month,
      10,
      'Compra de mercadorias',
      [
        { account: '321', debit: 6_000 },
        { account: '2432', debit: 1_380 },
        { account: '2211001', credit: 7_380 },
      ],
      'C',
    );
    add(month, 11, 'Custo das mercadorias vendidas', [
      { account: '611', debit: 6_000 },
      { account: '321', credit: 6_000 },
    ]);
    add(
      month,
      12,
      'Pagamento a Fornecedor de Mercadorias',
      [
        { account: '2211001', debit: month === 1 ? 2_460 : 7_380 },
        { account: '1201', credit: month === 1 ? 2_460 : 7_380 },
      ],
      'T',
    );
    add(
      month,
      13,
      'Fatura de eletricidade',
      [
        { account: '6241', debit: 300 },
        { account: '2432', debit: 69 },
        { account: '2211002', credit: 369 },
      ],
      'C',
    );
    add(
      month,
      14,
      'Pagamento de eletricidade',
      [
        { account: '2211002', debit: 369 },
        { account: '1201', credit: 369 },
      ],
      'T',
    );
    add(
      month,
      15,
      'Renda do mês',
      [
        { account: '6261', debit: 800 },
        { account: '1201', credit: 800 },
      ],
      'T',
    );
    if (month === 1) {
      add(
        month,
        16,
        'Seguro anual',
        [
          { account: '6263', debit: 1_200 },
          { account: '1201', credit: 1_200 },
        ],
        'T',
      );
    }
    add(
      month,
      25,
      'Processamento de salários',
      [
        { account: '632', debit: 3_000 },
        { account: '245', credit: 330 },
        { account: '242', credit: 300 },
        { account: '1201', credit: 2_370 },
      ],
      'S',
    );
    add(
      month,
      25,
      'Encargos sobre remunerações',
      [
        { account: '635', debit: 712.5 },
        { account: '245', credit: 712.5 },
      ],
      'S',
    );
    if (month > 1) {
      add(
        month,
        20,
        'Pagamento à Segurança Social e retenções de IRS',
        [
          { account: '245', debit: 1_042.5 },
          { account: '242', debit: 300 },
          { account: '1201', credit: 1_342.5 },
        ],
        'T',
      );
    }
    add(month, 28, 'Depreciações do mês', [
      { account: '642', debit: month >= 4 ? 400 : 200 },
      { account: '4381', credit: month >= 4 ? 400 : 200 },
    ]);
    add(
      month,
      28,
      'Prestação do empréstimo',
      [
        { account: '2511', debit: 500 },
        { account: '691', debit: 40 },
        { account: '1201', credit: 540 },
      ],
      'T',
    );
    add(
      month,
      28,
      'Repartição analítica',
      [
        { account: '921', debit: 1_000 },
        { account: '922', credit: 1_000 },
      ],
      'A',
    );
    if (month === 2) {
      add(
        month,
        20,
        'Pagamento do IVA do 4.º trimestre',
        [
          { account: '2436', debit: 1_500 },
          { account: '1201', credit: 1_500 },
        ],
        'T',
      );
    }
    if (month === 4) {
      add(
        month,
        18,
        'Compra de equipamento pago pelo Banco B',
        [
          { account: '4331', debit: 24_000 },
          { account: '2432', debit: 5_520 },
          { account: '2711001', credit: 29_520 },
        ],
        'C',
      );
      add(
        month,
        18,
        'Pagamento do equipamento',
        [
          { account: '2711001', debit: 29_520 },
          { account: '1202', credit: 29_520 },
        ],
        'T',
      );
    }
    if (month === 5) {
      add(
        month,
        20,
        'Pagamento do IVA do 1.º trimestre',
        [
          { account: '2436', debit: 3_933 },
          { account: '1201', credit: 3_933 },
        ],
        'T',
      );
      add(month, 30, 'Aplicação do resultado de ' + (year - 1), [
        { account: '818', debit: 7_730 },
        { account: '561', credit: 7_730 },
      ]);
    }
    if (month === 7) {
      add(
        month,
        10,
        'Transferência para o Banco B',
        [
          { account: '1202', debit: 29_520 },
          { account: '1201', credit: 29_520 },
        ],
        'T',
      );
    }
    if (month === 7 || month === 9 || month === 12) {
      add(
        month,
        31,
        'Pagamento por conta de IRC',
        [
          { account: '241', debit: 1_000 },
          { account: '1201', credit: 1_000 },
        ],
        'T',
      );
    }
    if (month === 11) {
      add(
        month,
        20,
        'Pagamento do IVA do 3.º trimestre',
        [
          { account: '2436', debit: 2_346 },
          { account: '1201', credit: 2_346 },
        ],
        'T',
      );
    }
    if (month === 3 || month === 9 || month === 12) {
      const refund = month === 9 ? 1_587 : 0;
      add(month, 31, 'Apuramento do IVA do trimestre', [
        { account: '2433', debit: 8_280 },
        { account: '2432', credit: 4_347 },
        ...(refund > 0 ? [{ account: '2437', credit: refund }] : []),
        { account: '2436', credit: 3_933 - refund },
      ]);
    }
    if (month === 6) {
      add(month, 30, 'Apuramento do IVA do trimestre', [
        { account: '2433', debit: 8_280 },
        { account: '2437', debit: 1_587 },
        { account: '2432', credit: 9_867 },
      ]);
    }
  }
  if (through === 12) {
    add(
      13,
      31,
      'Estimativa de IRC',
      [
        { account: '8121', debit: 1_757.7 },
        { account: '241', credit: 1_757.7 },
      ],
      'R',
      'R',
    );
    add(
      14,
      31,
      'Apuramento de resultados - rendimentos',
      [
        { account: '711', debit: 120_000 },
        { account: '721', debit: 24_000 },
        { account: '811', credit: 144_000 },
      ],
      'R',
      'A',
    );
    add(
      14,
      31,
      'Apuramento de resultados - gastos',
      [
        { account: '811', debit: 135_630 },
        { account: '611', credit: 72_000 },
        { account: '6241', credit: 3_600 },
        { account: '6261', credit: 9_600 },
        { account: '6263', credit: 1_200 },
        { account: '632', credit: 36_000 },
        { account: '635', credit: 8_550 },
        { account: '642', credit: 4_200 },
        { account: '691', credit: 480 },
      ],
      'R',
      'A',
    );
    add(
      14,
      31,
      'Apuramento do resultado líquido',
      [
        { account: '811', debit: 8_370 },
        { account: '818', credit: 8_370 },
      ],
      'R',
      'A',
    );
    add(
      14,
      31,
      'Imposto do período no resultado líquido',
      [
        { account: '818', debit: 1_757.7 },
        { account: '8121', credit: 1_757.7 },
      ],
      'R',
      'A',
    );
  }
  return {
    ...SAMPLE_SAFT_COMPANY,
    fiscalYear: year,
    accounts: sampleChart(),
    transactions,
  };
}

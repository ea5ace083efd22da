import { SaxesParser } from 'saxes';
import type { SaxesTagPlain } from 'saxes';
import { parseCents } from './amount';
import { LEDGER_PERIODS, emptyMovements } from './ledger';
import type { AccountMovements, LedgerAccount, SaftHeader, SaftLedger } from './ledger';
import { SaftRefusal } from './saft-refusal';

/** The namespace of SAF-T (PT) 1.04_01, the only version read. */
export const SAFT_NAMESPACE = 'urn:OECD:StandardAuditFile-Tax:PT_1.04_01';
const SAFT_NAMESPACE_PREFIX = 'urn:OECD:StandardAuditFile-Tax:';
export const SAFT_VERSION = '1.04_01';

/** Unbalanced transactions named one by one; the others are counted. */
const UNBALANCED_KEPT = 20;
/** Oddities noted one by one; the rest are left out (the count says how many). */
const NOTES_KEPT = 20;

/** Where in the file the parser is: the elements whose children it reads. */
const enum Scope {
  Outside,
  Root,
  Header,
  LedgerAccounts,
  Account,
  Entries,
  Transaction,
  Lines,
  DebitLine,
  CreditLine,
}

/** The leaf elements read, each a number so the hot path compares integers. */
const enum Field {
  None,
  AuditFileVersion,
  CompanyId,
  TaxRegistrationNumber,
  TaxAccountingBasis,
  CompanyName,
  FiscalYear,
  StartDate,
  EndDate,
  TaxonomyReference,
  AccountId,
  AccountDescription,
  OpeningDebit,
  OpeningCredit,
  ClosingDebit,
  ClosingCredit,
  GroupingCategory,
  GroupingCode,
  TaxonomyCode,
  NumberOfEntries,
  TotalDebit,
  TotalCredit,
  TransactionId,
  Period,
  TransactionType,
  LineAccountId,
  DebitAmount,
  CreditAmount,
}

function headerField(name: string): Field {
  switch (name) {
    case 'AuditFileVersion':
      return Field.AuditFileVersion;
    case 'CompanyID':
      return Field.CompanyId;
    case 'TaxRegistrationNumber':
      return Field.TaxRegistrationNumber;
    case 'TaxAccountingBasis':
      return Field.TaxAccountingBasis;
    case 'CompanyName':
      return Field.CompanyName;
    case 'FiscalYear':
      return Field.FiscalYear;
    case 'StartDate':
      return Field.StartDate;
    case 'EndDate':
      return Field.EndDate;
    default:
      return Field.None;
  }
}

function accountField(name: string): Field {
  switch (name) {
    case 'AccountID':
      return Field.AccountId;
    case 'AccountDescription':
      return Field.AccountDescription;
    case 'OpeningDebitBalance':
      return Field.OpeningDebit;
    case 'OpeningCreditBalance':
      return Field.OpeningCredit;
    case 'ClosingDebitBalance':
      return Field.ClosingDebit;
    case 'ClosingCreditBalance':
      return Field.ClosingCredit;
    case 'GroupingCategory':
      return Field.GroupingCategory;
    case 'GroupingCode':
      return Field.GroupingCode;
    case 'TaxonomyCode':
      return Field.TaxonomyCode;
    default:
      return Field.None;
  }
}

function entriesField(name: string): Field {
  switch (name) {
    case 'NumberOfEntries':
      return Field.NumberOfEntries;
    case 'TotalDebit':
      return Field.TotalDebit;
    case 'TotalCredit':
      return Field.TotalCredit;
    default:
      return Field.None;
  }
}

function transactionField(name: string): Field {
  switch (name) {
    case 'TransactionID':
      return Field.TransactionId;
    case 'Period':
      return Field.Period;
    case 'TransactionType':
      return Field.TransactionType;
    default:
      return Field.None;
  }
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

function emptyHeader(): SaftHeader {
  return {
    auditFileVersion: null,
    companyId: null,
    taxRegistrationNumber: null,
    taxAccountingBasis: null,
    companyName: null,
    fiscalYear: null,
    startDate: null,
    endDate: null,
  };
}

function emptyAccount(): LedgerAccount {
  return {
    id: '',
    description: '',
    openingDebit: 0,
    openingCredit: 0,
    closingDebit: 0,
    closingCredit: 0,
    category: '',
    groupingCode: '',
    taxonomyCode: null,
  };
}

/** Checks made once the header is read (the refusals that need no more of the file). */
export type HeaderCheck = (header: SaftHeader) => void;

/**
 * A streaming reader of SAF-T (PT) XML text on saxes: elements are handled as they come and
 * nothing but the ledger's figures is kept (never a DOM). Refusals (`SaftRefusal`) are thrown
 * from `write`/`close` as soon as they can be told: a DTD before it is expanded (saxes expands no
 * declared entity, and the `<!DOCTYPE>` is refused whole as soon as it ends), a root that is no
 * `AuditFile`, another schema version, an invoicing-only file right after its header.
 */
export class SaftParser {
  readonly ledger: SaftLedger;
  private readonly parser: SaxesParser<{ xmlns: false; position: false }>;
  private readonly checkHeader: HeaderCheck;
  /** The enclosing scopes and the depth of the element that opened each. */
  private readonly scopes: Scope[] = [];
  private readonly scopeDepths: number[] = [];
  private depth = 0;
  private scope: Scope = Scope.Outside;
  private scopeDepth = 0;
  /** The root had a namespace prefix (`ns:AuditFile`): every name has one to strip. */
  private prefixed = false;
  private readonly onText = (text: string) => {
    this.text += text;
  };
  private field: Field = Field.None;
  private text = '';
  private rootSeen = false;
  private firstWrite = true;
  private account: LedgerAccount = emptyAccount();
  private transactionId = '';
  private period = 0;
  private closingEntry = false;
  private transactionDebit = 0;
  private transactionCredit = 0;
  private transactionLines = 0;
  private lineAccount = '';
  private lineAmount: number | null = null;
  private notesLeftOut = 0;

  constructor(checkHeader: HeaderCheck) {
    this.checkHeader = checkHeader;
    this.ledger = {
      header: emptyHeader(),
      taxonomyReference: null,
      hasLedgerAccounts: false,
      accounts: [],
      movements: new Map(),
      transactions: 0,
      lines: 0,
      totalDebit: 0,
      totalCredit: 0,
      declared: { entries: null, totalDebit: null, totalCredit: null },
      unbalanced: [],
      unbalancedCount: 0,
      lastPeriod: 0,
      notes: [],
    };
    this.parser = new SaxesParser({ xmlns: false, position: false });
    this.parser.on('doctype', () => {
      throw new SaftRefusal('doctype');
    });
    this.parser.on('opentag', (tag) => this.open(tag));
    this.parser.on('closetag', () => this.close());
    // No text handler but while a leaf that is read is open: saxes then does not even cut the
    // text of the elements the reader skips (most of them).
    this.parser.on('cdata', (text) => {
      if (this.field !== Field.None) this.text += text;
    });
  }

  /** Feeds the next piece of the text. */
  write(text: string): void {
    if (this.firstWrite) {
      if (!startsLikeXml(text)) throw new SaftRefusal('not_xml');
      this.firstWrite = false;
    }
    this.run(() => this.parser.write(text));
  }

  /** Ends the text: an unclosed element or no root at all refuses. */
  end(): void {
    if (!this.rootSeen) throw new SaftRefusal('not_xml');
    if (this.depth > 0) throw new SaftRefusal('truncated');
    this.run(() => this.parser.close());
    if (this.notesLeftOut > 0) {
      this.ledger.notes.push(`… e mais ${this.notesLeftOut} ocorrências do mesmo género.`);
    }
  }

  private run(action: () => void): void {
    try {
      action();
    } catch (error) {
      if (error instanceof SaftRefusal) throw error;
      // A well-formedness error: before the root the file is no XML, after it the XML is broken.
      throw new SaftRefusal(this.rootSeen ? 'truncated' : 'not_xml', '', { cause: error });
    }
  }

  private note(text: string): void {
    if (this.ledger.notes.length < NOTES_KEPT) this.ledger.notes.push(text);
    else this.notesLeftOut++;
  }

  private enter(scope: Scope): void {
    this.scopes.push(this.scope);
    this.scopeDepths.push(this.scopeDepth);
    this.scope = scope;
    this.scopeDepth = this.depth;
  }

  private open(tag: SaxesTagPlain): void {
    const depth = ++this.depth;
    const name = this.prefixed ? localName(tag.name) : tag.name;
    // Only the direct children of a scope's element are looked at.
    if (depth !== this.scopeDepth + 1) return;
    switch (this.scope) {
      case Scope.Outside:
        this.openRoot(tag.name, tag.attributes);
        return this.enter(Scope.Root);
      case Scope.Root:
        if (name === 'Header') return this.enter(Scope.Header);
        if (name === 'GeneralLedgerEntries') return this.enter(Scope.Entries);
        if (name === 'MasterFiles') return this.enter(Scope.Root);
        if (name === 'GeneralLedgerAccounts' && depth === 3) {
          this.ledger.hasLedgerAccounts = true;
          return this.enter(Scope.LedgerAccounts);
        }
        return;
      case Scope.Header:
        return this.capture(headerField(name));
      case Scope.LedgerAccounts:
        if (name === 'Account') {
          this.account = emptyAccount();
          return this.enter(Scope.Account);
        }
        return this.capture(name === 'TaxonomyReference' ? Field.TaxonomyReference : Field.None);
      case Scope.Account:
        return this.capture(accountField(name));
      case Scope.Entries:
        if (name === 'Journal') return this.enter(Scope.Entries);
        if (name === 'Transaction' && depth === 4) {
          this.startTransaction();
          return this.enter(Scope.Transaction);
        }
        return this.capture(depth === 3 ? entriesField(name) : Field.None);
      case Scope.Transaction:
        if (name === 'Lines') return this.enter(Scope.Lines);
        return this.capture(transactionField(name));
      case Scope.Lines:
        if (name === 'DebitLine' || name === 'CreditLine') {
          this.lineAccount = '';
          this.lineAmount = null;
          return this.enter(name === 'DebitLine' ? Scope.DebitLine : Scope.CreditLine);
        }
        return;
      case Scope.DebitLine:
        return this.capture(
          name === 'AccountID'
            ? Field.LineAccountId
            : name === 'DebitAmount'
              ? Field.DebitAmount
              : Field.None,
        );
      case Scope.CreditLine:
        return this.capture(
          name === 'AccountID'
            ? Field.LineAccountId
            : name === 'CreditAmount'
              ? Field.CreditAmount
              : Field.None,
        );
    }
  }

  private capture(field: Field): void {
    if (field === Field.None) return;
    this.field = field;
    this.text = '';
    this.parser.on('text', this.onText);
  }

  private openRoot(qualifiedName: string, attributes: Record<string, string>): void {
    this.rootSeen = true;
    this.prefixed = qualifiedName.includes(':');
    if (localName(qualifiedName) !== 'AuditFile') throw new SaftRefusal('not_saft');
    let namespace: string | null = null;
    for (const [attribute, value] of Object.entries(attributes)) {
      if (attribute === 'xmlns' || attribute.startsWith('xmlns:')) {
        if (value.startsWith(SAFT_NAMESPACE_PREFIX)) namespace = value;
      }
    }
    if (namespace !== null && namespace !== SAFT_NAMESPACE) {
      throw new SaftRefusal('schema_version', namespace.slice(SAFT_NAMESPACE_PREFIX.length));
    }
  }

  private close(): void {
    if (this.field !== Field.None) {
      this.parser.off('text');
      this.store(this.field, this.text.trim());
      this.field = Field.None;
      this.text = '';
    }
    const depth = this.depth--;
    if (depth !== this.scopeDepth) return;
    // The element that opened the scope closes: back to the enclosing one.
    const leaving = this.scope;
    this.scope = this.scopes.pop() ?? Scope.Outside;
    this.scopeDepth = this.scopeDepths.pop() ?? 0;
    switch (leaving) {
      case Scope.Header:
        this.headerDone();
        break;
      case Scope.Account:
        this.ledger.accounts.push(this.account);
        break;
      case Scope.DebitLine:
      case Scope.CreditLine:
        this.lineDone(leaving === Scope.DebitLine);
        break;
      case Scope.Transaction:
        this.transactionDone();
        break;
      default:
        break;
    }
  }

  private headerDone(): void {
    const header = this.ledger.header;
    const version = header.auditFileVersion;
    if (version !== null && version !== SAFT_VERSION) {
      throw new SaftRefusal('schema_version', version);
    }
    this.checkHeader(header);
  }

  private amount(text: string, what: string): number {
    const cents = parseCents(text);
    if (cents === null) {
      this.note(`Valor ilegível em ${what} («${text.slice(0, 40)}»): lido como 0.`);
      return 0;
    }
    return cents;
  }

  private store(field: Field, text: string): void {
    const header = this.ledger.header;
    const account = this.account;
    switch (field) {
      case Field.AuditFileVersion:
        header.auditFileVersion = text;
        return;
      case Field.CompanyId:
        header.companyId = text;
        return;
      case Field.TaxRegistrationNumber:
        header.taxRegistrationNumber = text;
        return;
      case Field.TaxAccountingBasis:
        header.taxAccountingBasis = text;
        return;
      case Field.CompanyName:
        header.companyName = text;
        return;
      case Field.FiscalYear:
        header.fiscalYear = text;
        return;
      case Field.StartDate:
        header.startDate = text;
        return;
      case Field.EndDate:
        header.endDate = text;
        return;
      case Field.TaxonomyReference:
        this.ledger.taxonomyReference = text;
        if (text === 'M') throw new SaftRefusal('micro_taxonomy');
        return;
      case Field.AccountId:
        account.id = text;
        return;
      case Field.AccountDescription:
        account.description = text;
        return;
      case Field.OpeningDebit:
        account.openingDebit = this.amount(text, `OpeningDebitBalance da conta ${account.id}`);
        return;
      case Field.OpeningCredit:
        account.openingCredit = this.amount(text, `OpeningCreditBalance da conta ${account.id}`);
        return;
      case Field.ClosingDebit:
        account.closingDebit = this.amount(text, `ClosingDebitBalance da conta ${account.id}`);
        return;
      case Field.ClosingCredit:
        account.closingCredit = this.amount(text, `ClosingCreditBalance da conta ${account.id}`);
        return;
      case Field.GroupingCategory:
        account.category = text;
        return;
      case Field.GroupingCode:
        account.groupingCode = text;
        return;
      case Field.TaxonomyCode: {
        const code = Number(text);
        account.taxonomyCode = text !== '' && Number.isInteger(code) ? code : null;
        return;
      }
      case Field.NumberOfEntries: {
        const entries = Number(text);
        this.ledger.declared.entries = Number.isInteger(entries) ? entries : null;
        return;
      }
      case Field.TotalDebit:
        this.ledger.declared.totalDebit = parseCents(text);
        return;
      case Field.TotalCredit:
        this.ledger.declared.totalCredit = parseCents(text);
        return;
      case Field.TransactionId:
        this.transactionId = text;
        return;
      case Field.Period: {
        const period = Number(text);
        if (Number.isInteger(period) && period >= 1 && period <= LEDGER_PERIODS) {
          this.period = period;
        } else {
          this.note(
            `Período ${text} inválido no lançamento ${this.transactionId}: contado no período ${LEDGER_PERIODS}.`,
          );
          this.period = LEDGER_PERIODS;
        }
        return;
      }
      case Field.TransactionType:
        this.closingEntry = text === 'A';
        return;
      case Field.LineAccountId:
        this.lineAccount = text;
        return;
      case Field.DebitAmount:
      case Field.CreditAmount:
        this.lineAmount = this.amount(text, `linha do lançamento ${this.transactionId}`);
        return;
      case Field.None:
        return;
    }
  }

  private startTransaction(): void {
    this.transactionId = '';
    this.period = 0;
    this.closingEntry = false;
    this.transactionDebit = 0;
    this.transactionCredit = 0;
    this.transactionLines = 0;
  }

  private lineDone(debit: boolean): void {
    const amount = this.lineAmount ?? 0;
    if (this.period === 0) {
      this.note(`Lançamento ${this.transactionId} sem período: contado no período 1.`);
      this.period = 1;
    }
    let movements: AccountMovements | undefined = this.ledger.movements.get(this.lineAccount);
    if (movements === undefined) {
      movements = emptyMovements();
      this.ledger.movements.set(this.lineAccount, movements);
    }
    const signed = debit ? amount : -amount;
    movements.net[this.period]! += signed;
    if (this.closingEntry) movements.closing[this.period]! += signed;
    if (debit) {
      movements.debit += amount;
      this.transactionDebit += amount;
      this.ledger.totalDebit += amount;
    } else {
      movements.credit += amount;
      this.transactionCredit += amount;
      this.ledger.totalCredit += amount;
    }
    this.transactionLines++;
    this.ledger.lines++;
  }

  private transactionDone(): void {
    const ledger = this.ledger;
    ledger.transactions++;
    if (this.transactionLines > 0 && this.period > ledger.lastPeriod) {
      ledger.lastPeriod = this.period;
    }
    const difference = this.transactionDebit - this.transactionCredit;
    if (difference !== 0) {
      ledger.unbalancedCount++;
      if (ledger.unbalanced.length < UNBALANCED_KEPT) {
        ledger.unbalanced.push({ id: this.transactionId, difference });
      }
    }
  }
}

/** True when text (the start of a file) can be XML: optional white space, then `<`. */
function startsLikeXml(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x3c) return true;
    if (code !== 0x20 && code !== 0x0a && code !== 0x0d && code !== 0x09 && code !== 0xfeff) {
      return false;
    }
  }
  return true;
}

import type { WorkbookKind } from '@risema/finance-core/contract';
import type { uploadResponseSchema } from '@risema/finance-core/contract';
import {
  endpoints,
  messages,
  nifMismatchWarning,
  saftMonthNotInFile,
  sanitiseFileName,
  uploadFieldsSchema,
} from '@risema/finance-core/contract';
import { tieOuts } from '@risema/finance-core/analysis';
import type { DetailedAccount } from '@risema/finance-core/contract';
import type { ParsedWorkbook } from '@risema/finance-core/reader';
import { WORKBOOK_REFUSALS } from '@risema/finance-core/reader';
import type { ParsedSaft } from '@risema/finance-core/saft';
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  assertAccountantMayWrite,
  assertCompanyWritable,
  visibleCompany,
} from '../access/company-access';
import type { AppEnv, AppServices } from '../context';
import { callerOf } from '../context';
import { isAfterCurrentMonth } from '../dates';
import { ApiError } from '../errors';
import { validate } from '../middleware/validation';
import type { MultipartForm } from '../http/multipart-form';
import { multipartForm } from '../http/multipart-form';
import { ReaderRefusal } from '../readers/reader-pool';
import { packFile } from '../http/stored-file';
import type { StoredFile } from '../repositories';
import { serverMessages } from '../server-messages';
import type { Reply } from './define';
import { ResourceRouter } from './define';
import { keepFinancialDataAnswer } from './financial-data';
import { periodSections } from './period-sections';

/** Longest file name kept (the rest is cut). */

/** A SAF-T the reader could not read for a reason of its own (it refuses every bad input itself). */
const SAFT_UNREADABLE =
  'O ficheiro SAF-T está incompleto ou danificado (o XML termina antes do fim)';

/** The file of a multipart upload, after the caller's and the company's checks. */
async function receivedFile(c: Context<AppEnv>, services: AppServices) {
  const { user } = callerOf(c);
  assertAccountantMayWrite(user);
  if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(400, serverMessages.notMultipart);
  }
  let form: MultipartForm;
  try {
    form = await multipartForm(c);
  } catch {
    throw new ApiError(400, serverMessages.notMultipart);
  }
  const companyId = form.get('companyId');
  const fields = validate(uploadFieldsSchema, {
    companyId: typeof companyId === 'string' ? companyId : undefined,
  });
  const file = form.get('document');
  if (!file || typeof file === 'string') throw new ApiError(400, messages.missingFile);
  const company = await visibleCompany(services.repositories, user, fields.companyId);
  assertCompanyWritable(company);
  // Stored and shown: base name, no control/bidi characters, bounded, no formula start.
  const fileName = sanitiseFileName(file.name);
  const { bytes } = file;
  return { user, company, fileName, bytes };
}

/** Workbook and SAF-T uploads and the confirmation of their period (a SAF-T's months). */
export function documentRoutes(services: AppServices) {
  const { repositories, log } = services;
  const { documents } = repositories;

  /** Reads the workbook in the reader pool, off the event loop; refusals are answered as they are. */
  async function read(c: Context, bytes: Uint8Array, fileName: string, kind: WorkbookKind) {
    try {
      return await services.readers.readWorkbook(bytes, fileName, kind);
    } catch (error) {
      if (error instanceof ReaderRefusal) throw new ApiError(error.status, error.message);
      // The reader refuses every bad input itself; anything else is still an unreadable file.
      log(`reader failed on ${c.req.path}: ${error instanceof Error ? error.message : 'erro'}`);
      throw new ApiError(WORKBOOK_REFUSALS.corrupt.status, WORKBOOK_REFUSALS.corrupt.message);
    }
  }

  /** Reads the SAF-T in the reader pool, off the event loop; refusals are answered as they are. */
  async function readSaft(c: Context, bytes: Uint8Array, fileName: string): Promise<ParsedSaft> {
    try {
      return await services.readers.readSaft(bytes, fileName);
    } catch (error) {
      if (error instanceof ReaderRefusal) throw new ApiError(error.status, error.message);
      log(`reader failed on ${c.req.path}: ${error instanceof Error ? error.message : 'erro'}`);
      throw new ApiError(422, SAFT_UNREADABLE);
    }
  }

  /**
   * A SAF-T (PT) accounting file (docs/saft.md): read in the pool, kept pending with every month
   * it gives; the answer names them for the dialog's checkboxes, with the last month's counts.
   */
  async function uploadSaft(c: Context<AppEnv>): Promise<Reply<typeof uploadResponseSchema>> {
    const { user, company, fileName, bytes } = await receivedFile(c, services);
    // The kept copy is compressed on libuv's threads while a worker reads the same bytes.
    const [parsed, file] = await Promise.all([readSaft(c, bytes, fileName), packFile(bytes)]);
    const warnings = [...parsed.warnings];
    if (parsed.nif !== null && parsed.nif !== company.taxId) {
      warnings.push(nifMismatchWarning(parsed.nif, company.taxId, parsed.company));
    }
    // Each month's failed checks, named by their month (the file is accepted all the same).
    const failedTieOuts = parsed.months.flatMap((month) =>
      month.tieOuts.map((check) => ({
        code: check.code,
        message: `${month.label}: ${check.message}`,
      })),
    );
    const last = parsed.months.at(-1);
    const id = randomUUID();
    await documents.createPending({
      id,
      companyId: company.id,
      uploadedBy: user.id,
      kind: 'saft',
      fileName,
      extractedPeriod: parsed.extractedPeriod,
      companyName: parsed.company,
      nif: parsed.nif,
      sections: periodSections({
        balanceSheet: last?.balanceSheet ?? [],
        incomeStatement: last?.incomeStatement ?? [],
        externalServices: last?.externalServices ?? [],
        financialRatios: last?.financialRatios ?? [],
      }),
      tieOuts: [],
      saftMonths: parsed.months.map((month) => ({
        period: month.period,
        sections: periodSections({
          balanceSheet: month.balanceSheet,
          incomeStatement: month.incomeStatement,
          externalServices: month.externalServices,
          financialRatios: month.financialRatios,
        }),
        tieOuts: month.tieOuts.map((check) => ({ code: check.code, message: check.message })),
      })),
      size: bytes.byteLength,
      file,
    });
    return {
      status: 201,
      body: {
        status: 'pending_validation' as const,
        documentId: id,
        kind: 'saft' as const,
        extractedPeriod: parsed.extractedPeriod,
        fiscalYear: parsed.fiscalYear,
        periods: parsed.periods,
        fileName,
        company: parsed.company,
        nif: parsed.nif,
        processedData: last?.counts ?? {
          balanceSheet: 0,
          incomeStatement: 0,
          externalServices: 0,
          financialRatios: 0,
        },
        warnings,
        tieOuts: failedTieOuts,
      },
    };
  }

  /** Both uploads answer the same shape (uploadResponseSchema). */
  function upload(kind: WorkbookKind) {
    return async (c: Context<AppEnv>): Promise<Reply<typeof uploadResponseSchema>> => {
      const { user, company, fileName, bytes } = await receivedFile(c, services);
      const [parsed, file]: [ParsedWorkbook, StoredFile] = await Promise.all([
        read(c, bytes, fileName, kind),
        packFile(bytes),
      ]);
      const warnings = [...parsed.warnings];
      if (parsed.nif !== null && parsed.nif !== company.taxId) {
        warnings.push(nifMismatchWarning(parsed.nif, company.taxId, parsed.company));
      }
      // A RISEMA simulation is checked against the MyReport result stored for its period (its
      // balance sheet's net result); the checks only warn, the workbook is accepted.
      const stored =
        kind === 'risema' && parsed.period !== null
          ? await repositories.periods.statements(company.id, parsed.period)
          : null;
      const failedTieOuts = tieOuts(
        parsed,
        stored && parsed.period !== null
          ? {
              period: parsed.period,
              balanceSheet: JSON.parse(stored.balanceSheet.toString('utf8')) as DetailedAccount[],
              incomeStatement: [],
              incomeStatementSource: null,
            }
          : null,
      );
      const id = randomUUID();
      await documents.createPending({
        id,
        companyId: company.id,
        uploadedBy: user.id,
        kind,
        fileName,
        extractedPeriod: parsed.period,
        companyName: parsed.company,
        nif: parsed.nif,
        sections: periodSections({
          balanceSheet: parsed.balanceSheet,
          incomeStatement: parsed.incomeStatement,
          externalServices: parsed.externalServices,
          financialRatios: parsed.financialRatios,
        }),
        tieOuts: failedTieOuts,
        size: bytes.byteLength,
        file,
      });
      return {
        status: 201,
        body: {
          status: 'pending_validation' as const,
          documentId: id,
          kind,
          extractedPeriod: parsed.period,
          fileName,
          company: parsed.company,
          nif: parsed.nif,
          processedData: parsed.counts,
          warnings,
          tieOuts: failedTieOuts,
        },
      };
    };
  }

  const risema = upload('risema');

  return new ResourceRouter('/api/documents', new Hono<AppEnv>(), services)
    .handle(endpoints.uploadMyReport, upload('myreport'))
    .handle(endpoints.uploadRisema, (c) => risema(c))
    .handle(endpoints.uploadSaft, (c) => uploadSaft(c))
    .handle(endpoints.confirmDocument, async (c, { body }) => {
      const { user } = callerOf(c);
      const document = await documents.findById(c.req.param('id') ?? '');
      // Who owns the company is all the check needs (cached, unlike the whole company).
      const owners = document ? await repositories.companies.owners(document.companyId) : null;
      // Someone else's document does not exist for this caller.
      if (!document || !owners || owners.accountantId !== user.id) {
        throw new ApiError(404, messages.documentNotFound);
      }
      assertAccountantMayWrite(user);
      assertCompanyWritable(owners);
      // A SAF-T is confirmed with its chosen months, a workbook with its one period.
      if (document.kind === 'saft' ? !body.confirmedPeriods : body.confirmedPeriod === undefined) {
        throw new ApiError(
          400,
          document.kind === 'saft' ? messages.saftMonthsExpected : messages.workbookPeriodExpected,
        );
      }
      const periods = body.confirmedPeriods ?? (body.confirmedPeriod ? [body.confirmedPeriod] : []);
      const now = new Date();
      if (periods.some((period) => isAfterCurrentMonth(period, now))) {
        throw new ApiError(400, messages.futurePeriod);
      }
      // Reads answer each period's compressed answer as kept: it is made and kept in the
      // confirmation's own transaction, so the periods and their answers are committed (and
      // flushed to disk) once, together.
      const result = await repositories.transaction(async (tx) => {
        const confirmed = await tx.documents.confirm(document.id, periods);
        if (confirmed.ok) {
          for (const period of confirmed.response.periods ?? [confirmed.response.period]) {
            await keepFinancialDataAnswer(tx, document.companyId, period);
          }
        }
        return confirmed;
      });
      if (!result.ok) {
        if (result.reason === 'not-in-file')
          throw new ApiError(400, saftMonthNotInFile(result.period));
        throw result.reason === 'not-found'
          ? new ApiError(404, messages.documentNotFound)
          : new ApiError(409, messages.alreadyConfirmed);
      }
      return { body: result.response };
    });
}

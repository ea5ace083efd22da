import type { WorkbookKind } from '@risema/finance-core/contract';
import type { uploadResponseSchema } from '@risema/finance-core/contract';
import {
  endpoints,
  messages,
  nifMismatchWarning,
  uploadFieldsSchema,
} from '@risema/finance-core/contract';
import { tieOuts } from '@risema/finance-core/analysis';
import type { DetailedAccount } from '@risema/finance-core/contract';
import type { ParsedWorkbook } from '@risema/finance-core/reader';
import { WORKBOOK_REFUSALS } from '@risema/finance-core/reader';
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
import { ReaderRefusal } from '../readers/reader-pool';
import { serverMessages } from '../server-messages';
import type { Reply } from './define';
import { ResourceRouter } from './define';
import { keepFinancialDataAnswer } from './financial-data';
import { periodSections } from './period-sections';

/** Longest file name kept (the rest is cut). */
const MAX_FILE_NAME_LENGTH = 255;

/** Workbook uploads (MyReport and RISEMA) and the confirmation of their period. */
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

  /** Both uploads answer the same shape (uploadResponseSchema). */
  function upload(kind: WorkbookKind) {
    return async (c: Context<AppEnv>): Promise<Reply<typeof uploadResponseSchema>> => {
      const { user } = callerOf(c);
      assertAccountantMayWrite(user);
      if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
        throw new ApiError(400, serverMessages.notMultipart);
      }
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw new ApiError(400, serverMessages.notMultipart);
      }
      const fields = validate(uploadFieldsSchema, {
        companyId: form.get('companyId') ?? undefined,
      });
      const file = form.get('document');
      if (!file || typeof file === 'string') throw new ApiError(400, messages.missingFile);
      const company = await visibleCompany(repositories, user, fields.companyId);
      assertCompanyWritable(company);

      const fileName = file.name.slice(0, MAX_FILE_NAME_LENGTH);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const parsed: ParsedWorkbook = await read(c, bytes, fileName, kind);
      const warnings = [...parsed.warnings];
      if (parsed.nif !== null && parsed.nif !== company.taxId) {
        warnings.push(nifMismatchWarning(parsed.nif, company.taxId));
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
        content: bytes,
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
      if (isAfterCurrentMonth(body.confirmedPeriod, new Date())) {
        throw new ApiError(400, messages.futurePeriod);
      }
      const result = await documents.confirm(document.id, body.confirmedPeriod);
      if (!result.ok) {
        throw result.reason === 'not-found'
          ? new ApiError(404, messages.documentNotFound)
          : new ApiError(409, messages.alreadyConfirmed);
      }
      // Reads answer the period's compressed answer as kept: make it now, once per write.
      await keepFinancialDataAnswer(repositories, document.companyId, body.confirmedPeriod);
      return { body: result.response };
    });
}

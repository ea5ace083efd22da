import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WORKBOOK_REFUSALS } from '@risema/finance-core/reader';
import Database from 'better-sqlite3';
import { apiRequest, login, seedOffice, startTestServer } from '@risema/sync-server/testing';
import type { SeededOffice, TestServer } from '@risema/sync-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../data/auth/sign-in';
import { storedPeriod } from '../../../data/queries/use-stored-period';
import { outboxEntriesOf, outboxFileOf } from '../../../data/sync/outbox';
import { createTestDevice } from '../../../testing/test-services';
import type { TestDevice } from '../../../testing/test-services';
import { SaveStepError, saveWorkbook } from './save-workbook';

const fixtures = resolve(fileURLToPath(new URL('../../../../..', import.meta.url)), 'fixtures');
const DECEMBER = 'myreport-padaria-lusitana-2025-12.xlsx';

function sample(fileName: string): File {
  return new File([readFileSync(resolve(fixtures, fileName))], fileName, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

async function padaria(): Promise<TestDevice & { office: SeededOffice }> {
  const office = await seedOffice(server, {
    company: { name: 'Padaria Lusitana, Lda', taxId: '509442013' },
  });
  const device = await createTestDevice(server.url);
  await signIn(device.core, office.accountant);
  await device.data.sync.sync();
  return { ...device, office };
}

async function serverPeriods(office: SeededOffice): Promise<string[]> {
  const token = await login(server, office.accountant.email, office.accountant.password);
  const answer = await apiRequest<string[]>(server, `/api/companies/${office.company.id}/periods`, {
    token,
  });
  return answer.body;
}

/**
 * Every document the server stores for a company, pending or confirmed, read from its SQLite
 * file (the API lists only confirmed periods, and an unconfirmed upload is what must not stay).
 */
function storedDocuments(companyId: string): { status: string }[] {
  const db = new Database(join(server.dataDir, 'risema.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db
      .prepare<[string], { status: string }>('SELECT status FROM documents WHERE company_id = ?')
      .all(companyId);
  } finally {
    db.close();
  }
}

describe('Confirmar e Gravar', () => {
  it('online: uploads, confirms the chosen period, and the pull brings the data', async () => {
    const { data, office } = await padaria();
    const outcome = await saveWorkbook(data, {
      companyId: office.company.id,
      kind: 'myreport',
      file: sample(DECEMBER),
      period: '2025-11',
    });
    expect(outcome).toMatchObject({ status: 'saved', period: '2025-11' });
    await data.sync.sync();
    expect(await storedPeriod(data.db, office.company.id, '2025-11')).not.toBeNull();
    expect(await serverPeriods(office)).toEqual(['2025-11']);
  });

  it('offline: queues upload and confirmation with the file; online, stored once', async () => {
    const { data, network, office } = await padaria();
    network.online = false;
    const outcome = await saveWorkbook(data, {
      companyId: office.company.id,
      kind: 'myreport',
      file: sample(DECEMBER),
      period: '2025-12',
    });
    expect(outcome).toEqual({ status: 'queued', period: '2025-12' });
    const [entry] = await outboxEntriesOf(data.db, data.auth.getState().session?.user.id ?? '');
    expect(entry?.op.kind).toBe('workbook.submit');
    expect(await outboxFileOf(data.db, entry?.id ?? '')).not.toBeNull();
    network.online = true;
    await data.sync.sync();
    expect(await serverPeriods(office)).toEqual(['2025-12']);
  });

  it('an upload whose answer is lost goes again through the outbox path: stored once', async () => {
    const { data, network, office } = await padaria();
    network.loseNextAnswer((url) => url.includes('/api/documents/upload'));
    const outcome = await saveWorkbook(data, {
      companyId: office.company.id,
      kind: 'myreport',
      file: sample(DECEMBER),
      period: '2025-12',
    });
    // Sent again at once (online) as one upload-and-confirm operation.
    expect(outcome).toMatchObject({ status: 'saved', period: '2025-12' });
    await data.sync.sync();
    expect(await serverPeriods(office)).toEqual(['2025-12']);
    const token = await login(server, office.accountant.email, office.accountant.password);
    const company = await apiRequest<{ documentCount: number }>(
      server,
      `/api/companies/${office.company.id}`,
      { token },
    );
    expect(company.body.documentCount).toBe(1);
    // The resend used the first upload's Idempotency-Key: no second, unconfirmed document.
    expect(storedDocuments(office.company.id)).toEqual([{ status: 'confirmed' }]);
  });

  it('tells a refused upload (Erro no Upload) from a refused confirmation (Erro na Confirmação)', async () => {
    const { data, office } = await padaria();
    const text = new File(['isto não é um Excel'], 'notas.xlsx');
    const upload = await saveWorkbook(data, {
      companyId: office.company.id,
      kind: 'myreport',
      file: text,
      period: '2025-12',
    }).catch((error: unknown) => error);
    expect(upload).toBeInstanceOf(SaveStepError);
    expect(upload).toMatchObject({ step: 'upload', message: WORKBOOK_REFUSALS.not_excel.message });

    const confirm = await saveWorkbook(data, {
      companyId: office.company.id,
      kind: 'myreport',
      file: sample(DECEMBER),
      period: '2025-13',
    }).catch((error: unknown) => error);
    expect(confirm).toMatchObject({ step: 'confirm' });
    expect(await serverPeriods(office)).toEqual([]);
  });
});

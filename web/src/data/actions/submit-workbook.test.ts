import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { periodDataId } from '@risema/finance-core/contract';
import { seedOffice, startTestServer } from '@risema/sync-server/testing';
import type { TestServer } from '@risema/sync-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDevice } from '../../testing/test-services';
import type { TestDevice } from '../../testing/test-services';
import { signIn } from '../auth/sign-in';
import { outboxEntriesOf } from '../sync/outbox';
import { confirmDocument } from './confirm-document';
import { submitWorkbook } from './submit-workbook';
import { uploadWorkbook } from './upload-workbook';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const fixtures = resolve(repoRoot, 'fixtures');
const PADARIA_NIF = '509442013';

function workbook(fileName: string) {
  const bytes = readFileSync(resolve(fixtures, fileName));
  return {
    name: fileName,
    data: new Blob([bytes], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
  };
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

/** An accountant of a fresh office whose company is the Padaria of the samples. */
async function padariaAccountant(): Promise<TestDevice & { companyId: string }> {
  const office = await seedOffice(server, {
    company: { name: 'Padaria Lusitana, Lda', taxId: PADARIA_NIF },
  });
  const device = await createTestDevice(server.url);
  await signIn(device.core, office.accountant);
  await device.data.sync.sync();
  return { ...device, companyId: office.company.id };
}

describe('workbook actions', () => {
  it('online: upload answers what was read, confirm stores the period, the pull brings it', async () => {
    const { data, companyId } = await padariaAccountant();

    const upload = await uploadWorkbook(data, {
      companyId,
      kind: 'myreport',
      file: workbook('myreport-padaria-lusitana-2025-06.xlsx'),
    });
    expect(upload).toMatchObject({
      status: 'pending_validation',
      extractedPeriod: '2025-06',
      processedData: {
        balanceSheet: 40,
        incomeStatement: 28,
        externalServices: 20,
        financialRatios: 16,
      },
      warnings: [],
    });

    const confirmed = await confirmDocument(data, {
      companyId,
      documentId: upload.documentId,
      confirmedPeriod: '2025-06',
    });
    expect(confirmed).toMatchObject({ status: 'done', value: { period: '2025-06' } });
    await data.sync.sync();
    const stored = await data.db.periods.get(periodDataId(companyId, '2025-06'));
    expect(stored?.balanceSheet).toHaveLength(40);
  });

  it('offline: upload and confirm wait in one queued operation, the file kept until the server has it', async () => {
    const { data, network, companyId } = await padariaAccountant();
    network.online = false;

    const result = await submitWorkbook(data, {
      companyId,
      kind: 'myreport',
      file: workbook('myreport-padaria-lusitana-2024-12.xlsx'),
      confirmedPeriod: '2024-12',
    });

    expect(result.status).toBe('queued');
    const [entry] = await outboxEntriesOf(data.db, data.auth.getState().session?.user.id ?? '');
    expect(entry).toMatchObject({
      label: 'Enviar myreport-padaria-lusitana-2024-12.xlsx (2024-12)',
    });
    const kept = await data.db.outboxFiles.get(entry?.id ?? '');
    expect(kept?.data.byteLength).toBe(
      readFileSync(resolve(fixtures, 'myreport-padaria-lusitana-2024-12.xlsx')).length,
    );

    network.online = true;
    await data.sync.sync();

    expect(await data.db.outbox.count()).toBe(0);
    expect(await data.db.outboxFiles.count()).toBe(0);
    const stored = await data.db.periods.get(periodDataId(companyId, '2024-12'));
    expect(stored?.incomeStatement).toHaveLength(28);
  });

  it('after the upload reached the server, a lost confirmation is replayed alone', async () => {
    const { data, network, companyId } = await padariaAccountant();
    network.loseNextAnswer((url) => url.includes('/confirm'));

    const result = await submitWorkbook(data, {
      companyId,
      kind: 'myreport',
      file: workbook('myreport-padaria-lusitana-2025-12.xlsx'),
      confirmedPeriod: '2025-12',
    });

    expect(result.status).toBe('queued');
    const [entry] = await data.db.outbox.toArray();
    expect(entry?.op.kind === 'workbook.submit' && typeof entry.op.documentId).toBe('string');
    expect(entry?.error).toBe('Sem ligação ao servidor');
    // The server has the bytes: they are not kept twice.
    expect(await data.db.outboxFiles.count()).toBe(0);

    await data.sync.sync();
    expect(await data.db.outbox.count()).toBe(0);
    expect(await data.db.periods.get(periodDataId(companyId, '2025-12'))).toBeDefined();
  });

  it('a workbook the server cannot read is refused with its message and kept for the user', async () => {
    const { data, network, companyId } = await padariaAccountant();
    network.online = false;
    await submitWorkbook(data, {
      companyId,
      kind: 'myreport',
      file: { name: 'notas.xlsx', data: new Blob(['isto não é um Excel']) },
      confirmedPeriod: '2025-01',
    });

    network.online = true;
    await data.sync.sync();

    const [entry] = await data.db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'refused', errorStatus: 415 });
    expect(entry?.error).toBe('O ficheiro não é um Excel válido');
    expect(await data.db.outboxFiles.count()).toBe(1);
  });

  it('a confirmation that cannot reach the server waits in the outbox', async () => {
    const { data, network, companyId } = await padariaAccountant();
    const upload = await uploadWorkbook(data, {
      companyId,
      kind: 'risema',
      file: workbook('risema-padaria-lusitana-2026-03.xlsx'),
    });
    network.online = false;

    const result = await confirmDocument(data, {
      companyId,
      documentId: upload.documentId,
      confirmedPeriod: '2026-03',
    });

    expect(result.status).toBe('queued');
    network.online = true;
    await data.sync.sync();
    expect(await data.db.outbox.count()).toBe(0);
    expect(
      (await data.db.periods.get(periodDataId(companyId, '2026-03')))?.incomeStatementSource,
    ).toBe('risema');
  });
});

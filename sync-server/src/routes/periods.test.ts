import type { PeriodData, SyncResponse } from '@risema/finance-core/contract';
import {
  MAX_NOTE_LENGTH,
  messages,
  noteMessages,
  syncResponseSchema,
} from '@risema/finance-core/contract';
import { myReportWorkbook, risemaWorkbook } from '@risema/finance-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededOffice, TestServer } from '../testing';
import { STORES, apiRequest, loginReady, seedOffice, startTestServer } from '../testing';

describe.each(STORES)('a period’s note and deletion on %s', (store) => {
  let server: TestServer;
  let office: SeededOffice;
  let other: SeededOffice;
  let accountant: string;
  let manager: string;
  let otherAccountant: string;

  beforeAll(async () => {
    server = await startTestServer({ store });
    office = await seedOffice(server, { accountant: { name: 'Ana Contabilista' } });
    other = await seedOffice(server);
    accountant = await loginReady(server, office.accountant.email, office.accountant.password);
    manager = await loginReady(server, office.manager.email, office.manager.password);
    otherAccountant = await loginReady(server, other.accountant.email, other.accountant.password);
  });
  afterAll(() => server.stop());

  async function upload(kind: 'myreport' | 'risema', period: string, fileName: string) {
    const data = new FormData();
    data.append('companyId', office.company.id);
    const { bytes } = kind === 'myreport' ? myReportWorkbook() : risemaWorkbook();
    data.append('document', new Blob([bytes]), fileName);
    const path = kind === 'myreport' ? '/api/documents/upload' : '/api/documents/upload-risema';
    const uploaded = await apiRequest<{ documentId: string }>(server, path, {
      token: accountant,
      form: data,
    });
    expect(uploaded.status).toBe(201);
    const confirmed = await apiRequest(
      server,
      `/api/documents/${uploaded.body.documentId}/confirm`,
      {
        token: accountant,
        body: { confirmedPeriod: period },
      },
    );
    expect(confirmed.status).toBe(200);
  }

  async function pullAll(token: string, since?: string): Promise<SyncResponse[]> {
    const pages: SyncResponse[] = [];
    let cursor = since;
    for (let guard = 0; guard < 50; guard++) {
      const query = cursor === undefined ? '' : `?since=${encodeURIComponent(cursor)}`;
      const answer = await apiRequest(server, `/api/sync${query}`, { token });
      expect(answer.status).toBe(200);
      const page = syncResponseSchema.parse(answer.body);
      pages.push(page);
      cursor = page.cursor;
      if (!page.hasMore) return pages;
    }
    throw new Error('sync did not finish');
  }

  const periodIn = (pages: SyncResponse[], id: string): PeriodData | undefined =>
    pages
      .flatMap((page) => page.changes.periods)
      .reverse()
      .find((period) => period.id === id);
  const cursorOf = (pages: SyncResponse[]) => pages.at(-1)?.cursor ?? '';
  const notePath = (period: string, companyId = office.company.id) =>
    `/api/companies/${companyId}/periods/${period}/note`;
  const saveNote = (token: string, period: string, text: string, headers = {}) =>
    apiRequest(server, notePath(period), { method: 'PUT', token, body: { text }, headers });

  describe('the note', () => {
    it('is saved by the accountant with who and when, lines kept, and reaches the manager in sync', async () => {
      await upload('myreport', '2025-10', 'padaria-2025-10.xlsx');
      const since = cursorOf(await pullAll(manager));
      const before = Date.now();
      const saved = await saveNote(accountant, '2025-10', 'Bom mês.\r\nAtenção aos FSE.\n\n');
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        companyId: office.company.id,
        period: '2025-10',
        note: {
          text: 'Bom mês.\nAtenção aos FSE.',
          authorId: office.accountant.id,
          authorName: 'Ana Contabilista',
        },
      });
      const { updatedAt } = (saved.body as { note: { updatedAt: string } }).note;
      expect(Date.parse(updatedAt)).toBeGreaterThanOrEqual(before - 1000);

      const pages = await pullAll(manager, since);
      const period = periodIn(pages, `${office.company.id}:2025-10`);
      expect(period?.note).toEqual({
        text: 'Bom mês.\nAtenção aos FSE.',
        authorId: office.accountant.id,
        authorName: 'Ana Contabilista',
        updatedAt,
      });
      // The statements still travel with it, unchanged.
      expect(period?.balanceSheet.length).toBeGreaterThan(0);
    });

    it('is replaced by a later save, kept through a new upload, and removed by an empty one', async () => {
      expect((await saveNote(accountant, '2025-10', 'Segunda versão')).status).toBe(200);
      await upload('myreport', '2025-10', 'padaria-2025-10-v2.xlsx');
      let period = periodIn(await pullAll(manager), `${office.company.id}:2025-10`);
      expect(period?.note?.text).toBe('Segunda versão');

      const removed = await saveNote(accountant, '2025-10', '  \n ');
      expect(removed).toMatchObject({ status: 200, body: { note: null } });
      period = periodIn(await pullAll(manager), `${office.company.id}:2025-10`);
      expect(period?.note).toBeNull();
    });

    it('is written once for one idempotency key', async () => {
      const since = cursorOf(await pullAll(manager));
      const headers = { 'Idempotency-Key': crypto.randomUUID() };
      const first = await saveNote(accountant, '2025-10', 'Uma vez', headers);
      const again = await saveNote(accountant, '2025-10', 'Uma vez', headers);
      expect(first.status).toBe(200);
      expect(again.body).toEqual(first.body);
      const pages = await pullAll(manager, since);
      expect(
        pages.flatMap((page) => page.changes.periods).filter((p) => p.period === '2025-10'),
      ).toHaveLength(1);
    });

    it('refuses the manager (403), another office (404, and never shows it), a period not stored (404)', async () => {
      expect((await saveNote(manager, '2025-10', 'Do gestor')).status).toBe(403);
      const foreign = await saveNote(otherAccountant, '2025-10', 'De fora');
      expect(foreign).toMatchObject({ status: 404, body: { message: messages.companyNotFound } });
      const pages = await pullAll(otherAccountant);
      expect(
        pages
          .flatMap((page) => page.changes.periods)
          .some((p) => p.companyId === office.company.id),
      ).toBe(false);
      expect(await saveNote(accountant, '2019-01', 'Nada')).toMatchObject({
        status: 404,
        body: { message: messages.periodNotFound },
      });
      expect((await saveNote(accountant, '2025-13', 'Nada')).status).toBe(404);
      const period = periodIn(await pullAll(manager), `${office.company.id}:2025-10`);
      expect(period?.note?.text).toBe('Uma vez');
    });

    it('refuses more than 5000 characters with the Portuguese message', async () => {
      const long = await saveNote(accountant, '2025-10', 'x'.repeat(MAX_NOTE_LENGTH + 1));
      expect(long).toMatchObject({ status: 400, body: { message: noteMessages.tooLong } });
      expect((await saveNote(accountant, '2025-10', 'x'.repeat(MAX_NOTE_LENGTH))).status).toBe(200);
    });
  });

  describe('the uploads and the deletion of a period', () => {
    it('lists the uploads the period comes from, a simulation after the real file', async () => {
      await upload('myreport', '2025-08', 'real-2025-08.xlsx');
      await upload('risema', '2025-08', 'simulacao-2025-08.xlsx');
      const period = periodIn(await pullAll(accountant), `${office.company.id}:2025-08`);
      expect(
        period?.uploads?.map(({ kind, fileName, uploadedBy }) => ({ kind, fileName, uploadedBy })),
      ).toEqual([
        { kind: 'myreport', fileName: 'real-2025-08.xlsx', uploadedBy: 'Ana Contabilista' },
        { kind: 'risema', fileName: 'simulacao-2025-08.xlsx', uploadedBy: 'Ana Contabilista' },
      ]);
    });

    it('is refused to the manager (403) and another office (404)', async () => {
      const path = `/api/companies/${office.company.id}/periods/2025-08`;
      expect((await apiRequest(server, path, { method: 'DELETE', token: manager })).status).toBe(
        403,
      );
      expect(
        await apiRequest(server, path, { method: 'DELETE', token: otherAccountant }),
      ).toMatchObject({
        status: 404,
        body: { message: messages.companyNotFound },
      });
      const period = periodIn(await pullAll(manager), `${office.company.id}:2025-08`);
      expect(period).toBeDefined();
    });

    it('deletes the period and its documents, and syncs the deletion to the manager', async () => {
      const id = `${office.company.id}:2025-08`;
      const since = cursorOf(await pullAll(manager));
      const companyBefore = await apiRequest<{ documentCount: number }>(
        server,
        `/api/companies/${office.company.id}`,
        { token: accountant },
      );
      const path = `/api/companies/${office.company.id}/periods/2025-08`;
      const deleted = await apiRequest(server, path, { method: 'DELETE', token: accountant });
      expect(deleted.status).toBe(200);

      const pages = await pullAll(manager, since);
      expect(pages.flatMap((page) => page.deletions.periods)).toContain(id);
      expect(periodIn(pages, id)).toBeUndefined();
      const periods = await apiRequest<string[]>(
        server,
        `/api/companies/${office.company.id}/periods`,
        {
          token: manager,
        },
      );
      expect(periods.body).not.toContain('2025-08');
      expect(periods.body).toContain('2025-10');
      const companyAfter = await apiRequest<{ documentCount: number; dataPeriod: string }>(
        server,
        `/api/companies/${office.company.id}`,
        { token: accountant },
      );
      // Its two documents went with it.
      expect(companyAfter.body.documentCount).toBe(companyBefore.body.documentCount - 2);
      expect(companyAfter.body.dataPeriod).toBe('2025-10');
      // A full pull never brings it back.
      expect(periodIn(await pullAll(manager), id)).toBeUndefined();

      expect(await apiRequest(server, path, { method: 'DELETE', token: accountant })).toMatchObject(
        {
          status: 404,
          body: { message: messages.periodNotFound },
        },
      );
    });

    it('lets the period be uploaded again with only its new file', async () => {
      await upload('myreport', '2025-08', 'de-novo-2025-08.xlsx');
      const period = periodIn(await pullAll(accountant), `${office.company.id}:2025-08`);
      expect(period?.uploads?.map((item) => item.fileName)).toEqual(['de-novo-2025-08.xlsx']);
      expect(period?.note).toBeNull();
    });
  });
});

/**
 * Outbox soak (issue 8): one accountant's device against the real server through 100 random
 * online/offline flips, some answers lost after the server applied the change, while companies
 * are created and edited and workbooks submitted. At the end every change is on the server
 * exactly once, in the order it was made, and nothing is left in the outbox.
 *
 * The randomness is seeded (SOAK_SEED, printed on failure), so a failing run can be replayed.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Company } from '@risema/finance-core/contract';
import { randomNif, seedOffice, startTestServer } from '@risema/sync-server/testing';
import type { SeededOffice, TestServer } from '@risema/sync-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDevice } from '../../testing/test-services';
import type { TestDevice } from '../../testing/test-services';
import { createCompany } from '../actions/create-company';
import { submitWorkbook } from '../actions/submit-workbook';
import { updateCompany } from '../actions/update-company';
import { signIn } from '../auth/sign-in';
import { outboxEntriesOf } from './outbox';

const SEED = Number(process.env.SOAK_SEED ?? 20261123);
const FLIPS = 100;

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const WORKBOOK = readFileSync(resolve(repoRoot, 'fixtures/myreport-padaria-lusitana-2025-06.xlsx'));

/** mulberry32: a small seeded generator, so a run can be replayed. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the server must hold at the end, per company: its last name and its confirmed periods. */
interface Expected {
  name: string;
  taxId: string;
  periods: string[];
}

let server: TestServer;
let office: SeededOffice;

beforeAll(async () => {
  server = await startTestServer();
  office = await seedOffice(server, { tier: 'business' });
});
afterAll(async () => {
  await server?.stop();
});

/** Loses the answer of the next change the server receives (it is applied, the reply is cut). */
function loseNextChange(device: TestDevice): void {
  device.network.loseNextAnswer((_url, init) => (init?.method ?? 'GET') !== 'GET');
}

describe('outbox soak', () => {
  it(`${FLIPS} online/offline flips with lost answers leave every change on the server once (seed ${SEED})`, async () => {
    const random = generator(SEED);
    const pick = <T>(items: readonly T[]): T => {
      const item = items[Math.floor(random() * items.length)];
      if (item === undefined) throw new Error('empty choice');
      return item;
    };
    const device = await createTestDevice(server.url);
    await signIn(device.core, office.accountant);
    await device.data.sync.sync();
    const { data, network } = device;

    const expected = new Map<string, Expected>([
      [office.company.id, { name: office.company.name, taxId: office.company.taxId, periods: [] }],
    ]);
    let made = 0;
    let nextMonth = 0;
    const log: string[] = [];

    for (let flip = 0; flip < FLIPS; flip++) {
      network.online = !network.online;
      log.push(network.online ? 'online' : 'offline');
      if (network.online) {
        // As the app does on the `online` event, sometimes losing an answer on the way.
        if (random() < 0.3) {
          loseNextChange(device);
          log.push('lose');
        }
        await data.sync.sync();
      }
      const actions = 1 + Math.floor(random() * 3);
      for (let i = 0; i < actions; i++) {
        if (network.online && random() < 0.25) {
          loseNextChange(device);
          log.push('lose');
        }
        const roll = random();
        if (roll < 0.35) {
          made += 1;
          const name = `Soak ${made}, Lda`;
          const taxId = randomNif();
          const id = crypto.randomUUID();
          await createCompany(data, {
            id,
            name,
            taxId,
            managerName: `Gestor ${made}`,
            managerEmail: `soak-${made}-${crypto.randomUUID()}@risema.test`,
          });
          expected.set(id, { name, taxId, periods: [] });
          log.push(`create ${name}`);
        } else if (roll < 0.7) {
          const id = pick([...expected.keys()]);
          const company = expected.get(id);
          if (!company) continue;
          company.name = `${company.name.replace(/ \(v\d+\)$/, '')} (v${flip}.${i})`;
          await updateCompany(data, id, { name: company.name, taxId: company.taxId });
          log.push(`edit ${company.name}`);
        } else {
          const id = pick([...expected.keys()]);
          const company = expected.get(id);
          if (!company) continue;
          nextMonth += 1;
          const period = `${2020 + Math.floor(nextMonth / 12)}-${String((nextMonth % 12) + 1).padStart(2, '0')}`;
          await submitWorkbook(data, {
            companyId: id,
            kind: 'myreport',
            confirmedPeriod: period,
            file: {
              name: `soak-${period}.xlsx`,
              data: new Blob([WORKBOOK], {
                type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              }),
            },
          });
          company.periods.push(period);
          log.push(`workbook ${company.name} ${period}`);
        }
      }
    }

    // Back online for good: the app replays until nothing waits.
    network.online = true;
    for (let round = 0; round < 5; round++) {
      await data.sync.sync();
      if ((await outboxEntriesOf(data.db, office.accountant.id)).length === 0) break;
    }
    const context = `seed ${SEED}; ${log.join(' | ')}`;
    expect(await outboxEntriesOf(data.db, office.accountant.id), context).toEqual([]);

    const onServer = await data.api.request('listCompanies');
    const byId = new Map(onServer.map((company: Company) => [company.id, company]));
    // Every company once (ids are unique by construction: count names too), with its last edit.
    expect(onServer, context).toHaveLength(expected.size);
    for (const [id, want] of expected) {
      const got = byId.get(id);
      expect(got?.name, `${id} ${context}`).toBe(want.name);
      // Every workbook confirmed exactly once.
      expect(got?.documentCount, `${want.name} ${context}`).toBe(want.periods.length);
      const periods = await data.api.request('companyPeriods', { params: { id } });
      expect([...periods].sort(), context).toEqual([...want.periods].sort());
    }
    // And the device shows what the server holds.
    for (const [id, want] of expected) {
      expect((await data.db.companies.get(id))?.name, context).toBe(want.name);
    }
  }, 300_000);

  /**
   * Online, an action made while older changes still wait in the outbox (a replay cut short by a
   * lost answer) queues behind them instead of overtaking them: sent at once, it would be
   * overwritten by the older edit when that replays.
   */
  it('an online edit made while older edits still wait is not overwritten by them', async () => {
    const device = await createTestDevice(server.url);
    const other = await seedOffice(server);
    await signIn(device.core, other.accountant);
    await device.data.sync.sync();
    const { data, network } = device;
    const edit = (name: string) =>
      updateCompany(data, other.company.id, { name, taxId: other.company.taxId });
    network.online = false;
    await edit('Primeira, Lda');
    await edit('Segunda, Lda');
    network.online = true;
    loseNextChange(device);
    // The first edit reaches the server, its answer is lost: the round stops, the second waits.
    await data.sync.sync();
    // The second edit still waits: the third queues behind it rather than overtaking it.
    expect((await edit('Terceira, Lda')).status).toBe('queued');
    await data.sync.sync();
    expect(await outboxEntriesOf(data.db, other.accountant.id)).toEqual([]);
    const onServer = await data.api.request('getCompany', { params: { id: other.company.id } });
    expect(onServer.name).toBe('Terceira, Lda');
  }, 60_000);
});

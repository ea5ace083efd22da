import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@risema/finance-core/contract';
import { seedOffice, startTestServer } from '@risema/sync-server/testing';
import type { SeededOffice, TestServer } from '@risema/sync-server/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError, INVALID_RESPONSE_MESSAGE } from './api-error';

let server: TestServer;
let office: SeededOffice;

beforeAll(async () => {
  server = await startTestServer();
  office = await seedOffice(server);
});

afterAll(async () => {
  await server?.stop();
});

function client(token: string | null = null, onUnauthorized?: (token: string) => void) {
  return createApiClient({ baseUrl: server.url, getToken: () => token, onUnauthorized });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client against the real server', () => {
  it('signs in, parses the answer with the contract and sends the bearer token', async () => {
    const login = await client().request('login', {
      body: {
        email: ` ${office.accountant.email.toUpperCase()} `,
        password: office.accountant.password,
      },
    });
    expect(login.user).toMatchObject({ id: office.accountant.id, role: 'accountant' });

    const me = await client(login.token).request('me');
    expect(me.user.email).toBe(office.accountant.email);
  });

  it("reads the server's message from an error body", async () => {
    const error = await caught(
      client().request('login', { body: { email: office.accountant.email, password: 'wrong' } }),
    );
    expect(error).toMatchObject({
      status: 401,
      kind: 'http',
      message: messages.invalidCredentials,
    });
    expect(error.isRefusal).toBe(false);
  });

  it('refuses a body that breaks the contract before sending it, with its Portuguese message', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const api = createApiClient({ baseUrl: server.url, getToken: () => 'x', fetch: fetchSpy });
    const error = await caught(
      api.request('login', { body: { email: 'not-an-email', password: '' } }),
    );
    expect(error).toMatchObject({ kind: 'invalid-input', message: 'Email inválido' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('calls back with the token a live session lost (401), and not for a failed login', async () => {
    const { token } = await client().request('login', {
      body: { email: office.manager.email, password: office.manager.password },
    });
    await client(token).request('logout');
    const lost = vi.fn();

    const error = await caught(client(token, lost).request('me'));

    expect(error.status).toBe(401);
    expect(lost).toHaveBeenCalledWith(token);
    const loginFailure = vi.fn();
    await caught(
      client('stale', loginFailure).request('login', {
        body: { email: office.manager.email, password: 'nope' },
      }),
    );
    expect(loginFailure).not.toHaveBeenCalled();
  });

  it('answers a repeated Idempotency-Key with the first result', async () => {
    const { token } = await client().request('login', {
      body: { email: office.accountant.email, password: office.accountant.password },
    });
    const api = client(token);
    const body = {
      name: 'Repetida, Lda',
      taxId: '501442600',
      managerName: 'Rui Repetido',
      managerEmail: `repetido-${crypto.randomUUID()}@risema.test`,
    };
    const key = crypto.randomUUID();

    const first = await api.request('createCompany', { body, idempotencyKey: key });
    const second = await api.request('createCompany', { body, idempotencyKey: key });

    expect(second.id).toBe(first.id);
    const companies = await api.request('listCompanies');
    expect(companies.filter((company) => company.name === body.name)).toHaveLength(1);
  });

  it('reports no answer at all as a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, getToken: () => null });

    const error = await caught(api.request('health'));

    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(error.isTransient).toBe(true);
  });
});

describe('api client on answers the contract does not describe', () => {
  // A bare HTTP server standing in for a proxy or a broken deployment in front of the API.
  const answers = new Map<
    string,
    { status: number; type: string; body: string; statusText?: string }
  >();
  const proxy = createServer((request, response) => {
    const answer = answers.get(request.url ?? '') ?? { status: 404, type: 'text/plain', body: '' };
    response.writeHead(answer.status, answer.statusText ?? '', { 'Content-Type': answer.type });
    response.end(answer.body);
  });
  let api: ReturnType<typeof createApiClient>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    api = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, getToken: () => null });
  });

  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
  });

  it('forms other errors as `status: text`, or the status text when the body is empty', async () => {
    answers.set('/api/health', { status: 503, type: 'text/plain', body: 'Serviço em manutenção' });
    expect(await caught(api.request('health'))).toMatchObject({
      status: 503,
      message: '503: Serviço em manutenção',
    });

    answers.set('/api/health', {
      status: 502,
      type: 'text/html',
      body: '',
      statusText: 'Bad Gateway',
    });
    const gateway = await caught(api.request('health'));
    expect(gateway.message).toBe('502: Bad Gateway');
    expect(gateway.isTransient).toBe(true);
  });

  it('refuses a success answer that is not the JSON the contract describes', async () => {
    answers.set('/api/health', { status: 200, type: 'text/html', body: '<!doctype html>' });
    expect(await caught(api.request('health'))).toMatchObject({
      kind: 'invalid-response',
      message: INVALID_RESPONSE_MESSAGE,
    });

    answers.set('/api/health', {
      status: 200,
      type: 'application/json',
      body: '{"status":"down"}',
    });
    expect((await caught(api.request('health'))).kind).toBe('invalid-response');

    answers.set('/api/health', { status: 200, type: 'application/json', body: '{"status":"ok"}' });
    await expect(api.request('health')).resolves.toEqual({ status: 'ok' });
  });
});

import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { multipartForm } from './multipart-form';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** What the test route answers of the form it read (twice: the second read is the first's). */
interface FormSummary {
  entries: (
    | { name: string; text: string }
    | { name: string; file: string; size: number; sha: string; shared: boolean }
  )[];
  sameForm: boolean;
}

function app() {
  const routes = new Hono<AppEnv>();
  routes.post('/form', async (c) => {
    let form;
    try {
      form = await multipartForm(c);
    } catch {
      return c.json({ message: 'not a form' }, 400);
    }
    const summary: FormSummary = {
      entries: form.entries.map(([name, value]) =>
        typeof value === 'string'
          ? { name, text: value }
          : {
              name,
              file: value.name,
              size: value.bytes.byteLength,
              sha: sha(value.bytes),
              shared: value.bytes.buffer instanceof SharedArrayBuffer,
            },
      ),
      sameForm: (await multipartForm(c)) === form,
    };
    return c.json(summary);
  });
  return routes;
}

function multipartBody(
  parts: ({ name: string; text: string } | { name: string; file: string; bytes: Buffer })[],
) {
  const boundary = `----risema-test-${randomBytes(6).toString('hex')}`;
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'text' in part
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.file}"`;
    pieces.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          ('text' in part ? '\r\n' : 'Content-Type: application/octet-stream\r\n\r\n'),
      ),
      'text' in part ? Buffer.from(part.text) : part.bytes,
      Buffer.from('\r\n'),
    );
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(pieces), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('multipart forms read by busboy', () => {
  let server: ServerType;
  let port = 0;
  const big = randomBytes(3 * 1024 * 1024 + 17);
  const small = Buffer.from('<AuditFile>olá</AuditFile>');

  beforeAll(async () => {
    server = serve({ fetch: app().fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** Posts the body over a real socket: with its length declared, or chunked in pieces. */
  function post(
    body: Buffer,
    contentType: string,
    how: 'length' | 'chunked',
  ): Promise<{ status: number; json: unknown }> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/form',
          headers: {
            'Content-Type': contentType,
            ...(how === 'length' ? { 'Content-Length': String(body.length) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
            }),
          );
        },
      );
      request.on('error', reject);
      if (how === 'length') {
        request.end(body);
        return;
      }
      for (let at = 0; at < body.length; at += 100_000)
        request.write(body.subarray(at, at + 100_000));
      request.end();
    });
  }

  it.each(['length', 'chunked'] as const)(
    'gives fields and files in their order, each file byte for byte in shared memory (body sent with %s)',
    async (how) => {
      const { body, contentType } = multipartBody([
        { name: 'companyId', text: 'c-1' },
        { name: 'document', file: 'saft.xml', bytes: big },
        { name: 'note', text: 'ação' },
        { name: 'other', file: 'b.xml', bytes: small },
      ]);
      const answer = await post(body, contentType, how);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({
        entries: [
          { name: 'companyId', text: 'c-1' },
          { name: 'document', file: 'saft.xml', size: big.length, sha: sha(big), shared: true },
          { name: 'note', text: 'ação' },
          { name: 'other', file: 'b.xml', size: small.length, sha: sha(small), shared: true },
        ],
        sameForm: true,
      });
    },
  );

  it('refuses a form cut short, and the client still reads the answer', async () => {
    const { body, contentType } = multipartBody([{ name: 'document', file: 'a.xml', bytes: big }]);
    const cut = body.subarray(0, body.length - 200);
    for (const how of ['length', 'chunked'] as const) {
      expect(await post(cut, contentType, how)).toEqual({
        status: 400,
        json: { message: 'not a form' },
      });
    }
  });

  it('reads a Fetch request too (app.request: no Node request behind it)', async () => {
    const form = new FormData();
    form.append('companyId', 'c-2');
    form.append('document', new Blob([small]), 'x.xml');
    const answer = await app().request('/form', { method: 'POST', body: form });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      entries: [
        { name: 'companyId', text: 'c-2' },
        { name: 'document', file: 'x.xml', size: small.length, sha: sha(small), shared: true },
      ],
      sameForm: true,
    });
  });
});

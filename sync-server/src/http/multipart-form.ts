import { Busboy } from '@fastify/busboy';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { Writable } from 'node:stream';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** A file part of a multipart form: the name the client gave it and its bytes. */
export interface FormFile {
  readonly name: string;
  /**
   * The bytes, on a `SharedArrayBuffer`: the reader pool's worker reads them where they are (a
   * `postMessage` of a shared buffer copies nothing), and the handler still has them after.
   */
  readonly bytes: Uint8Array;
}

/** One part of a multipart form: a text field or a file. */
export type FormValue = string | FormFile;

/** A multipart form as received: its parts in the order they came. */
export class MultipartForm {
  constructor(readonly entries: readonly (readonly [string, FormValue])[]) {}

  /** The first part of that name. */
  get(name: string): FormValue | undefined {
    return this.entries.find(([entryName]) => entryName === name)?.[1];
  }
}

/**
 * Where a form's file bytes go. With the body's length declared, one shared buffer of that size
 * takes the file as it streams in: the upload is copied once, from the socket's chunks, and never
 * held twice. A file that finds the buffer taken by another one still streaming (forms of
 * several files), or a chunked body, keeps its chunks and copies them into a buffer of its size
 * at its end.
 */
class FileBytes {
  private readonly arena: Uint8Array | null;
  private used = 0;
  /** The file writing into the arena now (its region starts at `ownerStart`). */
  private owner: object | null = null;
  private ownerStart = 0;

  constructor(declaredLength: number | null) {
    this.arena =
      declaredLength !== null && declaredLength > 0
        ? new Uint8Array(new SharedArrayBuffer(declaredLength))
        : null;
  }

  /** A file's writer: `write` each chunk in order, then `bytes()` once it has ended. */
  file(): { write(chunk: Uint8Array): void; bytes(): Uint8Array } {
    const me = {};
    let inArena: Uint8Array | null = null;
    /** What went elsewhere than the arena (none, for the one file of an upload). */
    const spilled: Uint8Array[] = [];
    let length = 0;
    const write = (chunk: Uint8Array) => {
      length += chunk.length;
      const { arena } = this;
      if (arena && spilled.length === 0 && (this.owner ?? me) === me) {
        if (this.used + chunk.length <= arena.length) {
          if (this.owner === null) {
            this.owner = me;
            this.ownerStart = this.used;
          }
          arena.set(chunk, this.used);
          this.used += chunk.length;
          return;
        }
      }
      spilled.push(chunk);
    };
    const bytes = () => {
      if (this.owner === me) {
        inArena = this.arena?.subarray(this.ownerStart, this.used) ?? null;
        this.owner = null;
      }
      const start = inArena ?? new Uint8Array(0);
      if (spilled.length === 0) return start;
      const all = new Uint8Array(new SharedArrayBuffer(length));
      all.set(start);
      let at = start.length;
      for (const chunk of spilled) {
        all.set(chunk, at);
        at += chunk.length;
      }
      return all;
    };
    return { write, bytes };
  }
}

/** The whole-number `Content-Length` of a request, or null. */
function declaredLength(request: Request): number | null {
  const header = request.headers.get('content-length');
  if (header === null || request.headers.has('transfer-encoding')) return null;
  const length = Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : null;
}

/**
 * The body as a Node stream. On @hono/node-server, Node's own request when nothing has started
 * reading it and its length was declared (so `sizeLimit` checked it before anything was read, and
 * Node holds the body to it): the chunks reach busboy as they come off the socket, without a
 * round trip through a Fetch `ReadableStream` (a tenth of a second per 50 MB). Otherwise (a
 * chunked body, which Hono's bodyLimit counts around the Fetch body; `app.request()`) the Fetch
 * body.
 */
function bodyStream(c: Context, declared: number | null): Readable | null {
  const incoming = (c.env as AppEnv['Bindings'] | undefined)?.incoming;
  if (
    incoming &&
    declared !== null &&
    !incoming.readableDidRead &&
    incoming.listenerCount('data') === 0
  ) {
    return incoming;
  }
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>) : null;
}

/**
 * Feeds the body to busboy until it has read the whole form. On a refusal (a malformed form)
 * the rest of the body is read and dropped rather than the socket destroyed, so the client
 * still reads the answer.
 */
function feed(source: Readable, busboy: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe(busboy);
      source.resume();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    busboy.once('finish', () => {
      settled = true;
      resolve();
    });
    busboy.on('error', fail);
    source.on('error', fail);
    source.once('close', () => {
      if (!source.readableEnded) fail(new Error('the body ended early'));
    });
    source.pipe(busboy);
  });
}

/**
 * Streams a multipart body through busboy: text fields as strings, files straight into shared
 * memory. Busboy rather than the Fetch `formData()`: that one buffers the whole body, copies
 * each file into a `File` and again out of it (`arrayBuffer()`), some seconds of CPU for a
 * 50 MB SAF-T. A part is a file when it has a file name, as the Fetch parser decides.
 */
async function readForm(c: Context): Promise<MultipartForm> {
  const request = c.req.raw;
  const contentType = request.headers.get('content-type');
  const declared = declaredLength(request);
  const source = contentType ? bodyStream(c, declared) : null;
  if (!contentType || !source) throw new Error('not a multipart body');
  const store = new FileBytes(declared);
  const entries: [string, FormValue][] = [];
  const busboy = Busboy({
    headers: { 'content-type': contentType },
    isPartAFile: (_field, _type, fileName) => fileName !== undefined,
  });
  busboy.on('field', (name, value) => {
    entries.push([name, value]);
  });
  busboy.on('file', (name, stream, fileName) => {
    const at = entries.push([name, '']) - 1;
    const file = store.file();
    stream.on('data', (chunk: Buffer) => file.write(chunk));
    // A part cut short errs on its own stream too: handled here (unhandled, it would stop the
    // process), it refuses the form.
    stream.on('error', (error) => busboy.destroy(error));
    stream.on('end', () => {
      entries[at] = [name, { name: fileName, bytes: file.bytes() }];
    });
  });
  await feed(source, busboy);
  return new MultipartForm(entries);
}

/** Each request's form, read once for whoever asks (the idempotency digest, then the handler). */
const forms = new WeakMap<Context, Promise<MultipartForm>>();

/**
 * The multipart form of a request, read from its body once and kept for the request's other
 * readers. Rejects when the body is not a readable multipart form.
 */
export function multipartForm(c: Context): Promise<MultipartForm> {
  let form = forms.get(c);
  if (!form) {
    form = readForm(c);
    forms.set(c, form);
  }
  return form;
}

/** The last header read and its answer: a client sends the same header on every request. */
let lastHeader: string | undefined;
let lastAnswer = false;

/**
 * Whether an `Accept-Encoding` header accepts gzip (RFC 9110 §12.5.3): `gzip` (or `x-gzip`) with
 * a weight above zero, or else `*` with one. No header, or one that names neither, means no.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (header === undefined || header === '') return false;
  if (header === lastHeader) return lastAnswer;
  let gzip: boolean | undefined;
  let any: boolean | undefined;
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';');
    const name = coding.trim().toLowerCase();
    if (name !== 'gzip' && name !== 'x-gzip' && name !== '*') continue;
    const weight = parameters.map((parameter) => parameter.trim()).find((p) => /^q=/i.test(p));
    const accepted = weight === undefined || Number(weight.slice(2)) > 0;
    if (name === '*') any = accepted;
    else gzip = accepted;
  }
  lastHeader = header;
  lastAnswer = gzip ?? any ?? false;
  return lastAnswer;
}

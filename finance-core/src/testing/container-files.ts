import * as XLSX from 'xlsx';

interface CfbEntry {
  name: string;
  type: number;
  content?: Uint8Array | number[];
}

interface CfbContainer {
  FileIndex: CfbEntry[];
  FullPaths: string[];
}

interface CfbApi {
  read(data: Uint8Array, options: { type: 'array' }): CfbContainer;
  write(
    container: CfbContainer,
    options: { fileType: 'zip' | 'cfb'; type: 'array'; compression?: boolean },
  ): Uint8Array | ArrayBuffer | number[];
  utils: {
    cfb_new(): CfbContainer;
    cfb_add(container: CfbContainer, name: string, content: Uint8Array): CfbEntry;
  };
}

// SheetJS's container helpers (untyped in its declarations) unzip and zip in pure JavaScript.
const CFB = XLSX.CFB as CfbApi;

/** The files of a zip archive (or the streams of an OLE2 file), by path. */
export function unzipFiles(bytes: Uint8Array): Map<string, Uint8Array> {
  const container = CFB.read(bytes, { type: 'array' });
  const files = new Map<string, Uint8Array>();
  container.FileIndex.forEach((entry, i) => {
    // Type 2 is a file; SheetJS adds a marker entry of its own (`\u0001Sh33tJ5`).
    if (entry.type !== 2 || !entry.content || entry.name.startsWith('\u0001')) return;
    const path = container.FullPaths[i]!.replace(/^[^/]*\//, '');
    files.set(path, new Uint8Array(entry.content));
  });
  return files;
}

/** A deflate-compressed zip archive of `files`, as a spreadsheet application writes one. */
export function zipFiles(files: Map<string, Uint8Array>): Uint8Array {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of files) CFB.utils.cfb_add(container, name, content);
  return bytesOf(CFB.write(container, { fileType: 'zip', type: 'array', compression: true }));
}

/** An OLE2 compound file (the container of `.xls` and `.doc`) holding `streams`. */
export function compoundFile(streams: Map<string, Uint8Array>): Uint8Array {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of streams) CFB.utils.cfb_add(container, name, content);
  return bytesOf(CFB.write(container, { fileType: 'cfb', type: 'array' }));
}

function bytesOf(written: Uint8Array | ArrayBuffer | number[]): Uint8Array {
  return written instanceof Uint8Array
    ? new Uint8Array(written)
    : new Uint8Array(written as ArrayBuffer);
}

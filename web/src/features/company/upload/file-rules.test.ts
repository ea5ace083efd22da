import { MAX_UPLOAD_BYTES } from '@risema/finance-core/contract';
import { describe, expect, it } from 'vitest';
import { fileRejections, rejectionReasons, selectFile } from './file-rules';

function file(name: string, size: number): File {
  return new File([new Uint8Array(size)], name);
}

describe('upload file rules', () => {
  it('accepts .xlsx on both cards and .xls only on the RISEMA card', () => {
    expect(rejectionReasons({ name: 'a.xlsx', size: 10 }, 'myreport')).toEqual([]);
    expect(rejectionReasons({ name: 'A.XLSX', size: 10 }, 'risema')).toEqual([]);
    expect(rejectionReasons({ name: 'a.xls', size: 10 }, 'risema')).toEqual([]);
    expect(rejectionReasons({ name: 'a.xls', size: 10 }, 'myreport')).toEqual([
      fileRejections.wrongType('myreport'),
    ]);
    expect(rejectionReasons({ name: 'notas.txt', size: 10 }, 'risema')).toEqual([
      fileRejections.wrongType('risema'),
    ]);
  });

  it('refuses files over 10 MB and empty files, at the boundary', () => {
    expect(rejectionReasons({ name: 'a.xlsx', size: MAX_UPLOAD_BYTES }, 'myreport')).toEqual([]);
    expect(rejectionReasons({ name: 'a.xlsx', size: MAX_UPLOAD_BYTES + 1 }, 'myreport')).toEqual([
      fileRejections.tooLarge('myreport'),
    ]);
    expect(rejectionReasons({ name: 'a.xlsx', size: 0 }, 'myreport')).toEqual([
      fileRejections.empty,
    ]);
  });

  it('reads a single acceptable file and lists every file of a multiple drop', () => {
    const one = file('a.xlsx', 4);
    expect(selectFile([one], 'myreport')).toEqual({ accepted: one, rejected: [] });
    expect(selectFile([file('a.txt', 4)], 'myreport')).toEqual({
      accepted: null,
      rejected: [{ name: 'a.txt', reasons: [fileRejections.wrongType('myreport')] }],
    });
    const two = selectFile([file('a.xlsx', 4), file('b.xlsx', 4)], 'myreport');
    expect(two.accepted).toBeNull();
    expect(two.rejected.map((rejected) => rejected.reasons)).toEqual([
      [fileRejections.tooMany],
      [fileRejections.tooMany],
    ]);
    expect(selectFile([], 'myreport')).toEqual({ accepted: null, rejected: [] });
  });
});

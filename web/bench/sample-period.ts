import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { uploadResponseSchema } from '@risema/finance-core/contract';
import { apiRequest } from '@risema/sync-server/testing';
import type { TestServer } from '@risema/sync-server/testing';

/** The sample MyReport workbook the browser benches store (December 2025 of a bakery). */
const SAMPLE = '../../fixtures/myreport-padaria-lusitana-2025-12.xlsx';

/**
 * Uploads the sample workbook for `companyId` through the real API and confirms its period:
 * the one stored period a browser bench's screens then show.
 */
export async function storeSamplePeriod(
  server: TestServer,
  token: string,
  companyId: string,
): Promise<void> {
  const form = new FormData();
  form.set('companyId', companyId);
  const bytes = readFileSync(fileURLToPath(new URL(SAMPLE, import.meta.url)));
  form.set('document', new Blob([bytes]), 'padaria-2025-12.xlsx');
  const upload = await apiRequest(server, '/api/documents/upload', { token, form });
  const { documentId, extractedPeriod } = uploadResponseSchema.parse(upload.body);
  const confirmed = await apiRequest(server, `/api/documents/${documentId}/confirm`, {
    token,
    body: { confirmedPeriod: extractedPeriod },
  });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status}`);
}

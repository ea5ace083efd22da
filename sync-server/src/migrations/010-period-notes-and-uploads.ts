import type { PeriodUpload } from '@risema/finance-core/contract';
import { uploadsAfter } from '@risema/finance-core/contract';
import type { Migration } from './migration';

/**
 * Two things kept with each stored period (issues 16 and 17):
 * - the accountant's note for the manager (`note`), with who wrote it last (`note_author_id`, and
 *   their name then, `note_author_name`) and when (`note_updated_at`); NULL: no note;
 * - the uploads its figures come from (`uploads`, JSON `PeriodUpload[]`, finance-core's
 *   `uploadsAfter`), filled here for the periods stored before from their confirmed documents;
 *   NULL for a period with none (imports).
 */
export const periodNotesAndUploads: Migration = {
  version: 10,
  name: 'period notes and uploads',
  async up(db) {
    for (const column of [
      'note',
      'note_author_id',
      'note_author_name',
      'note_updated_at',
      'uploads',
    ] as const) {
      await db.schema.alterTable('period_data').addColumn(column, 'text').execute();
    }

    const confirmed = await db
      .selectFrom('documents as d')
      .innerJoin('period_data as p', (join) =>
        join
          .onRef('p.company_id', '=', 'd.company_id')
          .onRef('p.period', '=', 'd.confirmed_period'),
      )
      .leftJoin('users as u', 'u.id', 'd.uploaded_by')
      .select([
        'd.company_id',
        'd.confirmed_period',
        'd.kind',
        'd.file_name',
        'd.confirmed_at',
        'u.name',
      ])
      .where('d.status', '=', 'confirmed')
      .orderBy('d.confirmed_at')
      .orderBy('d.id')
      .execute();
    const byPeriod = new Map<
      string,
      { companyId: string; period: string; uploads: PeriodUpload[] }
    >();
    for (const row of confirmed) {
      if (row.confirmed_period === null || row.confirmed_at === null) continue;
      const key = `${row.company_id}:${row.confirmed_period}`;
      const entry = byPeriod.get(key) ?? {
        companyId: row.company_id,
        period: row.confirmed_period,
        uploads: [],
      };
      entry.uploads = uploadsAfter(entry.uploads, {
        kind: row.kind,
        fileName: row.file_name,
        uploadedBy: row.name,
        confirmedAt: row.confirmed_at,
      });
      byPeriod.set(key, entry);
    }
    for (const { companyId, period, uploads } of byPeriod.values()) {
      await db
        .updateTable('period_data')
        .set({ uploads: JSON.stringify(uploads) })
        .where('company_id', '=', companyId)
        .where('period', '=', period)
        .execute();
    }
  },
};

import type { PeriodNote, SavePeriodNoteResponse } from '@risema/finance-core/contract';
import { periodDataId } from '@risema/finance-core/contract';
import type { RisemaDb } from '../../db';
import type { SavePeriodNoteOp } from '../outbox-entry';
import type { OutboxOperation } from '../outbox-operation';

/**
 * Writes a period's note into the cache. Only the note changes: the portfolio's kept figures
 * of the period are computed from its statements, which stay as they are.
 */
async function putNote(
  db: RisemaDb,
  companyId: string,
  period: string,
  note: PeriodNote | null,
): Promise<void> {
  await db.periods.update(periodDataId(companyId, period), { note });
}

/**
 * The accountant's note of a period (issue 17 §2): the server's answer replaces the cached note;
 * while it waits, the note shows as written, by this user, at the time it was saved.
 */
export const savePeriodNoteOperation: OutboxOperation<SavePeriodNoteOp, SavePeriodNoteResponse> =
  {
    label: (op) => `Nota do contabilista de ${op.period}`,

    async send(ctx, call, op) {
      const answer = await ctx.api.request('savePeriodNote', {
        params: { id: op.companyId, period: op.period },
        body: op.body,
        idempotencyKey: call.id,
        token: ctx.token,
      });
      if (ctx.isCurrent()) await putNote(ctx.db, op.companyId, op.period, answer.note);
      return answer;
    },

    async applyLocally(db, entry, op, user) {
      await putNote(
        db,
        op.companyId,
        op.period,
        op.body.text === ''
          ? null
          : {
              text: op.body.text,
              authorId: user.id,
              authorName: user.name,
              updatedAt: entry.createdAt,
            },
      );
    },
  };

import type { RisemaDb } from '../db';
import type { OutboxEntry, OutboxFile, OutboxOp } from './outbox-entry';

export interface NewOutboxEntry {
  /** Client-generated id, also the `Idempotency-Key` of the first call. */
  id: string;
  userId: string;
  label: string;
  op: OutboxOp;
  /** The error that made a direct call fall back to the outbox, if any. */
  error?: string | null;
  /** Progress made before queueing (e.g. the attempt that failed by network). */
  attempts?: number;
}

/** Appends a change to the outbox (and its workbook bytes, if any) in one transaction. */
export async function enqueue(
  db: RisemaDb,
  entry: NewOutboxEntry,
  file?: Omit<OutboxFile, 'id' | 'userId'>,
): Promise<OutboxEntry> {
  const now = new Date().toISOString();
  const stored: OutboxEntry = {
    id: entry.id,
    userId: entry.userId,
    label: entry.label,
    op: entry.op,
    status: 'pending',
    error: entry.error ?? null,
    errorStatus: null,
    attempts: entry.attempts ?? 0,
    createdAt: now,
    lastAttemptAt: entry.attempts ? now : null,
  };
  await db.transaction('rw', db.outbox, db.outboxFiles, async () => {
    await db.outbox.add(stored);
    if (file) await db.outboxFiles.put({ ...file, id: entry.id, userId: entry.userId });
  });
  return stored;
}

/** The user's entries in the order they were made. */
export async function outboxEntriesOf(db: RisemaDb, userId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('userId').equals(userId).sortBy('seq');
}

/** The workbook bytes a queued entry keeps, or null once the server has them (or none were kept). */
export async function outboxFileOf(db: RisemaDb, entryId: string): Promise<OutboxFile | null> {
  return (await db.outboxFiles.get(entryId)) ?? null;
}

/**
 * Whether a new change of `companyId` must queue behind changes still waiting: any entry of the
 * same company (waiting, or refused: the replay holds that company's later changes behind it),
 * or a change of another company that the next replay will send. Sent at once instead, the new
 * change could reach the server first and be overwritten when the older ones replay. Changes held
 * behind another company's refusal do not hold it up: they wait for the user, not for the network.
 */
export async function mustWaitBehindOutbox(
  db: RisemaDb,
  userId: string,
  companyId: string,
): Promise<boolean> {
  const entries = await outboxEntriesOf(db, userId);
  const held = new Set(
    entries.filter((entry) => entry.status === 'refused').map((entry) => entry.op.companyId),
  );
  return entries.some(
    (entry) =>
      entry.op.companyId === companyId ||
      (entry.status === 'pending' && !held.has(entry.op.companyId)),
  );
}

/** Puts a refused entry back in the queue; the next sync sends it again. */
export async function retryOutboxEntry(db: RisemaDb, userId: string, id: string): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .and((entry) => entry.userId === userId)
    .modify({ status: 'pending', error: null, errorStatus: null });
}

/**
 * Drops an entry at the user's explicit request, with its workbook bytes, and rewinds the sync
 * cursor: the next pull is a full one, which takes the entry's optimistic copy out of the cache.
 */
export async function discardOutboxEntry(db: RisemaDb, userId: string, id: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.outboxFiles, db.syncState, async () => {
    await db.syncState.where('userId').equals(userId).modify({ cursor: null });
    await db.outbox
      .where('id')
      .equals(id)
      .and((entry) => entry.userId === userId)
      .delete();
    await db.outboxFiles
      .where('id')
      .equals(id)
      .and((file) => file.userId === userId)
      .delete();
  });
}

/** Removes an entry the server has taken, with its file. */
export async function completeOutboxEntry(db: RisemaDb, id: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.outboxFiles, async () => {
    await db.outbox.where('id').equals(id).delete();
    await db.outboxFiles.delete(id);
  });
}

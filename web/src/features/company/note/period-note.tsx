import { useSession } from '../../../data/hooks/use-session';
import { useStoredPeriod } from '../../../data/queries/use-stored-period';
import { NoteEditor } from './note-editor';
import { NoteView } from './note-view';

/**
 * The accountant's note of the selected period (issue 17 §2), at the top of the Dashboard: the
 * company's accountant writes it; the manager reads it (nothing shown when there is none).
 */
export function PeriodNoteSection({ companyId, period }: { companyId: string; period: string }) {
  const role = useSession()?.user.role;
  const stored = useStoredPeriod(companyId, period);
  if (!stored) return null;
  const note = stored.note ?? null;
  if (role === 'accountant') {
    // A note changed elsewhere (a sync, another tab) starts the editor afresh.
    return (
      <NoteEditor
        key={`${period}:${note?.updatedAt ?? ''}`}
        companyId={companyId}
        period={period}
        note={note}
      />
    );
  }
  return note ? <NoteView note={note} /> : null;
}

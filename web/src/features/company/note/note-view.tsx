import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { PeriodNote } from '@risema/finance-core/contract';
import { formatDate } from '@risema/finance-core/format';

/** Who wrote a note and the date (dd/MM/yyyy), then its text with its line breaks. */
export function NoteText({ note }: { note: PeriodNote }) {
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted" data-testid="period-note-author">
        {`${note.authorName} · ${formatDate(note.updatedAt)}`}
      </Text>
      <Text whiteSpace="pre-wrap" data-testid="period-note-text">
        {note.text}
      </Text>
    </Stack>
  );
}

/**
 * The accountant's note of a period as the manager reads it (issue 17 §2): the heading
 * `Nota do contabilista`, who wrote it and when, and the text. Read-only.
 */
export function NoteView({ note }: { note: PeriodNote }) {
  return (
    <Card.Root as="section" aria-labelledby="period-note-heading" variant="outline" size="sm">
      <Card.Header>
        <Heading as="h3" id="period-note-heading" size="md">
          Nota do contabilista
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        <NoteText note={note} />
      </Card.Body>
    </Card.Root>
  );
}

import { describe, expect, it } from 'vitest';
import { MAX_NOTE_LENGTH, noteMessages, savePeriodNoteRequestSchema } from './period-note';

const parse = (text: string) => savePeriodNoteRequestSchema.safeParse({ text });

describe('the accountant note', () => {
  it('keeps line breaks (as \\n) and drops trailing blanks', () => {
    expect(parse('Linha 1\r\nLinha 2\r\n\r\n  ').data?.text).toBe('Linha 1\nLinha 2');
    expect(parse('   \n ').data?.text).toBe('');
  });

  it('refuses a note over the limit, and control or bidi characters', () => {
    expect(parse('a'.repeat(MAX_NOTE_LENGTH)).success).toBe(true);
    expect(parse('a'.repeat(MAX_NOTE_LENGTH + 1)).error?.issues[0]?.message).toBe(
      noteMessages.tooLong,
    );
    expect(parse('a\u0000b').error?.issues[0]?.message).toBe(noteMessages.invalidCharacters);
    expect(parse('a\u202Eb').error?.issues[0]?.message).toBe(noteMessages.invalidCharacters);
    expect(parse('tab\tok').success).toBe(true);
  });
});

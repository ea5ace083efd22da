import { Button, Card, Field, Flex, Heading, Text, Textarea } from '@chakra-ui/react';
import type { PeriodNote } from '@risema/finance-core/contract';
import { MAX_NOTE_LENGTH } from '@risema/finance-core/contract';
import { formatDate } from '@risema/finance-core/format';
import { useId, useState } from 'react';
import { notify } from '../../../components/notify';
import { savePeriodNote } from '../../../data/actions/save-period-note';
import { ApiError } from '../../../data/api-error';
import { useServices } from '../../../data/services-context';

/**
 * The accountant's editor of a period's note (issue 17 §2): `Nota do contabilista` and
 * `Guardar nota`. Saving works offline (the outbox sends it once when the connection returns).
 */
export function NoteEditor({
  companyId,
  period,
  note,
}: {
  companyId: string;
  period: string;
  note: PeriodNote | null;
}) {
  const services = useServices();
  const [text, setText] = useState(note?.text ?? '');
  const [saving, setSaving] = useState(false);
  const helpId = useId();
  const unchanged = text.trimEnd() === (note?.text ?? '');

  const save = async () => {
    setSaving(true);
    try {
      const result = await savePeriodNote(services, companyId, period, text);
      notify({
        title: 'Nota guardada',
        ...(result.status === 'queued'
          ? { description: 'Sem ligação: será enviada quando a ligação voltar.' }
          : {}),
        type: 'success',
      });
    } catch (error) {
      notify({
        title: 'Erro ao guardar a nota',
        description: error instanceof ApiError ? error.message : 'Tente novamente.',
        type: 'error',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card.Root variant="outline" size="sm" className="no-print">
      <Card.Header>
        <Heading as="h3" size="md">
          Nota para o gestor
        </Heading>
        {note ? (
          <Text fontSize="sm" color="fg.muted" data-testid="period-note-author">
            {`Última versão: ${note.authorName} · ${formatDate(note.updatedAt)}`}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body pt="0">
        <Field.Root>
          <Field.Label>Nota do contabilista</Field.Label>
          <Textarea
            value={text}
            maxLength={MAX_NOTE_LENGTH}
            rows={4}
            autoresize
            aria-describedby={helpId}
            onChange={(event) => {
              setText(event.target.value);
            }}
          />
          <Field.HelperText id={helpId}>
            {`O gestor vê esta nota no Dashboard deste período. ${text.length}/${MAX_NOTE_LENGTH} caracteres.`}
          </Field.HelperText>
        </Field.Root>
        <Flex justify="flex-end" pt="3">
          <Button
            colorPalette="brand"
            size="sm"
            loading={saving}
            disabled={unchanged}
            onClick={() => void save()}
          >
            Guardar nota
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

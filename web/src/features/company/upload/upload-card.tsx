import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  Progress,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { DocumentKind } from '@risema/finance-core/contract';
import { FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { RejectedFile } from './file-rules';
import { ACCEPTED_EXTENSIONS, ACCEPT_ATTRIBUTE, MAX_SIZE_LABEL } from './file-rules';

/**
 * What a card is busy with, if anything (reading in the worker, or sending to the server);
 * `percent` is how far a streaming read is (a SAF-T), absent when it cannot be told.
 */
export type CardActivity = {
  step: 'reading' | 'sending';
  fileName: string;
  percent?: number;
} | null;

const BADGE_COLOR: Record<DocumentKind, string> = {
  myreport: 'green',
  risema: 'purple',
  saft: 'blue',
};

/**
 * An upload card (docs/product.md §2): title, what it is for, the accepted types and the limit, a drop
 * zone and a button to choose a file, the progress while the file is read and sent, and the
 * refused files with their reasons.
 */
export function UploadCard(props: {
  kind: DocumentKind;
  title: string;
  badge: string;
  description: ReactNode;
  activity: CardActivity;
  /** Another upload is in progress: this card waits. */
  locked: boolean;
  rejected: readonly RejectedFile[];
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const busy = props.activity !== null;
  const disabled = busy || props.locked;

  return (
    <Card.Root
      variant="outline"
      borderStyle={dragging ? 'dashed' : 'solid'}
      borderColor={dragging ? 'brand.solid' : undefined}
      borderWidth={dragging ? '2px' : '1px'}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => {
        setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) props.onFiles([...event.dataTransfer.files]);
      }}
      data-testid={`upload-card-${props.kind}`}
    >
      <Card.Header>
        <Stack direction="row" align="center" gap="2" wrap="wrap">
          <Heading as="h3" size="md">
            {props.title}
          </Heading>
          <Badge colorPalette={BADGE_COLOR[props.kind]}>{props.badge}</Badge>
        </Stack>
        <Card.Description>{props.description}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack
          align="center"
          textAlign="center"
          gap="3"
          borderWidth="1px"
          borderStyle="dashed"
          rounded="md"
          p="6"
          bg={dragging ? 'bg.muted' : undefined}
        >
          <FileUp aria-hidden />
          <Text>Arraste o ficheiro para aqui ou</Text>
          <VisuallyHidden>
            <label htmlFor={inputId}>{`Ficheiro ${props.title}`}</label>
            <input
              id={inputId}
              ref={input}
              type="file"
              accept={ACCEPT_ATTRIBUTE[props.kind]}
              tabIndex={-1}
              disabled={disabled}
              onChange={(event) => {
                const files = [...(event.currentTarget.files ?? [])];
                // The same file may be chosen again after a cancel.
                event.currentTarget.value = '';
                props.onFiles(files);
              }}
            />
          </VisuallyHidden>
          <Button
            colorPalette="brand"
            disabled={disabled}
            onClick={() => {
              input.current?.click();
            }}
          >
            {`Escolher ficheiro ${props.title}`}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {`Formatos: ${ACCEPTED_EXTENSIONS[props.kind].join(', ')} · ${MAX_SIZE_LABEL[props.kind]}`}
          </Text>
        </Stack>
        {props.activity ? (
          <Box mt="4" role="status">
            <Progress.Root
              value={
                props.activity.step === 'reading' && props.activity.percent !== undefined
                  ? props.activity.percent
                  : null
              }
              size="sm"
              colorPalette="brand"
            >
              <Progress.Label mb="1" fontSize="sm">
                {props.activity.step === 'reading'
                  ? `A ler ${props.activity.fileName}...${
                      props.activity.percent === undefined ? '' : ` ${props.activity.percent}%`
                    }`
                  : `A enviar ${props.activity.fileName}...`}
              </Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Box>
        ) : null}
        {props.rejected.length > 0 ? (
          <Box
            mt="4"
            role="alert"
            borderWidth="1px"
            borderColor="red.muted"
            bg="red.subtle"
            rounded="md"
            p="3"
          >
            <Text fontWeight="semibold" color="red.fg">
              Ficheiros rejeitados
            </Text>
            <Stack as="ul" gap="1" mt="1" listStyleType="none">
              {props.rejected.map((file) => (
                <Text as="li" key={file.name} fontSize="sm">
                  <strong>{file.name}</strong>: {file.reasons.join('; ')}
                </Text>
              ))}
            </Stack>
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

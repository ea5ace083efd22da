import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import type { FormEventHandler, ReactNode } from 'react';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** An optional line under the title. */
  description?: ReactNode;
  /** The form's submit handler, e.g. react-hook-form's `handleSubmit(...)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The submit button's text while busy (`A guardar...` by default). */
  busyLabel?: string;
  /** While true the submit shows a spinner and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Disables submit (e.g. until both selects of a form are chosen). */
  submitDisabled?: boolean;
  /** Why submit is disabled (e.g. offline), shown under the fields. */
  submitHint?: ReactNode;
  cancelLabel?: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A dialog holding one form: title, fields, `Cancelar` and the submit button. Focus is trapped
 * inside and Esc closes it (not while busy). The fields live in the caller's form state, so a
 * failed submission leaves the dialog open with everything typed: the caller closes it only after
 * success.
 */
export function FormDialog(props: FormDialogProps) {
  const formId = useId();
  const busy = props.busy ?? false;
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => {
        if (!busy) props.onOpenChange(details.open);
      }}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      scrollBehavior="inside"
      size={{ base: 'full', sm: 'md' }}
      lazyMount
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {props.description ? (
                <Dialog.Description mb="4">{props.description}</Dialog.Description>
              ) : null}
              <form id={formId} noValidate onSubmit={props.onSubmit} aria-busy={busy}>
                <Stack gap="4">{props.children}</Stack>
              </form>
              {props.submitHint ? (
                <Dialog.Description mt="4" color="fg.muted" fontSize="sm">
                  {props.submitHint}
                </Dialog.Description>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {props.cancelLabel ?? 'Cancelar'}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                type="submit"
                form={formId}
                colorPalette="brand"
                loading={busy}
                loadingText={props.busyLabel ?? 'A guardar...'}
                disabled={busy || props.submitDisabled}
              >
                {props.submitLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton aria-label="Fechar" size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A labelled form field: label, the control (Chakra's Field wires its id, `aria-invalid` and
 * `aria-describedby`), an optional help line and the validation message under it.
 */
export function FormField(props: {
  label: string;
  /** The field's message (from the contract's schema via react-hook-form). */
  error?: string;
  help?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(props.error)} required={props.required} disabled={props.disabled}>
      <Field.Label>
        {props.label}
        {props.required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {props.children}
      {props.help ? <Field.HelperText>{props.help}</Field.HelperText> : null}
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}

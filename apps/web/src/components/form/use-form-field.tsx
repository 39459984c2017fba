import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { ControllerRenderProps, FieldValues } from 'react-hook-form';
import { useFormFrame } from './form-frame';

export interface BoundField extends ControllerRenderProps<FieldValues, string> {
  /** The control's id (the error summary links to it). */
  id: string;
  /** The field's message, translated; undefined when it has none. */
  error: string | undefined;
}

/**
 * Binds one field of the `<Form>` around it to a control: its value and change handler (a value or an
 * input's change event), its id and its translated message. Pass `id` and `error` to the components/ui
 * control (Field, DateField, PhoneField, …) as they are.
 */
export function useFormField(name: string): BoundField {
  const frame = useFormFrame();
  const { field } = useController({ name });
  return { ...field, id: frame.fieldId(name), error: frame.errorOf(name) };
}

/** `useFormField` as a component, for fields written inline in a form's JSX. */
export function FormField({ name, children }: { name: string; children: (field: BoundField) => ReactNode }) {
  return children(useFormField(name));
}

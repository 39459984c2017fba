import type { WordingKey } from '@credence/shared';
import { createContext, useContext } from 'react';
import type { FormIssue } from './form-issues';

/** What `<Form>` tells the fields and the controls inside it. */
export interface FormFrame {
  /** The id of a field's control (or fieldset): the error summary links to it. */
  fieldId: (field: string) => string;
  /** A field's message, translated with its placeholders; undefined when it has none. */
  errorOf: (field: string) => string | undefined;
  /** Shows issues found outside the schema (e.g. a step's own calls), as after a failed submit. */
  showIssues: (issues: readonly FormIssue[]) => void;
  /** Shows a message for the form as a whole (it takes focus), or clears it with null. */
  showFailure: (message: WordingKey | null) => void;
  /** A submit is under way (its handler has not settled). */
  saving: boolean;
}

export const FormFrameContext = createContext<FormFrame | null>(null);

/** The frame of the `<Form>` around the caller. */
export function useFormFrame(): FormFrame {
  const frame = useContext(FormFrameContext);
  if (!frame) throw new Error('useFormFrame must be used inside <Form>');
  return frame;
}

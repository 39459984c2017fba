import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from '#web/components/form';
import type { FormFrame, FormMethods, FormProps } from '#web/components/form';

/** Where a problem without a field of its own is shown: the editor's heading (the summary links there). */
export const WHOLE_ENTRY = 'entry';

/** The id of a field's control in the editor: the error summary links to it. */
export const entryFieldId = (field: string) => (field === WHOLE_ENTRY ? 'ph-editor-title' : `ph-${field}`);

/** An editor's form, as its sections take it. */
export type EntryForm<F extends FieldValues> = FormMethods<F, Record<string, unknown>>;

/** Applies a behaviour of the form (001 §4) to the current values: each field it changes is set. */
export function applyChange<F extends FieldValues>(form: EntryForm<F>, change: (current: F) => F) {
  const current = form.getValues();
  const next = change(current);
  for (const key of Object.keys(next) as Path<F>[]) {
    const value = next[key as keyof F] as PathValue<F, Path<F>>;
    if (!Object.is(value, current[key as keyof F])) form.setValue(key, value, { shouldDirty: true });
  }
}

export interface EditorFrameProps<F extends FieldValues> extends Pick<
  FormProps<F, Record<string, unknown>>,
  'schema' | 'toInput' | 'fields' | 'onValuesChange'
> {
  title: string;
  /** The form the editor opens with (a stored entry's, or a new one's). */
  initial: F;
  /** The field showing a problem at a schema or server path; null for the entry as a whole. */
  fieldOf: (path: readonly (string | number)[]) => string | null;
  /** Sends what the schema parsed. Rejects with the API's error to keep the editor open. */
  onSave: (parsed: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  children: (form: EntryForm<F>, frame: FormFrame) => ReactNode;
}

/** Tells the step whether the form differs from what the editor opened with; not any more once it closes. */
function DirtyReport({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { isDirty } = useFormState();
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  return null;
}

/**
 * The frame of an editor (a position, a gap, an affiliation or a reference) on the one form engine: its
 * heading, which takes focus when it opens so keyboard and screen-reader users land in it; the shared
 * schema's checks (so every message is the server's) with the error summary after a failed Save; a 400's
 * details on their fields; a notice when saving failed otherwise (what was typed stays); Save and Cancel.
 */
export function EditorFrame<F extends FieldValues>(props: EditorFrameProps<F>) {
  const { title, fieldOf, onSave, onCancel, onDirtyChange, children } = props;
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = entryFieldId(WHOLE_ENTRY);

  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus();
  }, []);

  return (
    <section className="ph-editor" aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className="ph-editor__title">
        {title}
      </h3>
      <Form<F, Record<string, unknown>>
        schema={props.schema}
        defaultValues={props.initial}
        {...(props.toInput ? { toInput: props.toInput } : {})}
        {...(props.fields ? { fields: props.fields } : {})}
        {...(props.onValuesChange ? { onValuesChange: props.onValuesChange } : {})}
        fieldOf={(path) => fieldOf(path) ?? WHOLE_ENTRY}
        fieldId={entryFieldId}
        failure={{ offline: 'professional-history.save.offline', failed: 'professional-history.save.failed' }}
        alertClassName="ph-alert ph-alert--error"
        onSubmit={(parsed) => onSave(parsed)}
      >
        {(form, frame) => {
          const wholeEntry = frame.errorOf(WHOLE_ENTRY);
          return (
            <>
              <DirtyReport onDirtyChange={onDirtyChange} />
              {wholeEntry && <p className="ph-alert ph-alert--error">{wholeEntry}</p>}
              {children(form, frame)}
              <div className="ph-actions">
                <button type="button" className="button" onClick={onCancel}>
                  {t('action.cancel')}
                </button>
                <button
                  type="submit"
                  className="button button--primary"
                  aria-disabled={frame.saving || undefined}
                >
                  {frame.saving ? t('enroll.saving') : t('action.save')}
                </button>
              </div>
            </>
          );
        }}
      </Form>
    </section>
  );
}

import { FormField } from '#web/components/form';
import { FieldError, describedBy, errorId } from '#web/components/ui';

/** A labelled text input (or textarea) of a console settings form, its error beside it. */
export function TextField(props: {
  name: string;
  label: string;
  hint?: string;
  type?: string;
  multiline?: boolean;
  /** Rows of a multiline field (default 8) and its class (default the PEM look). */
  rows?: number;
  textareaClassName?: string;
}) {
  return (
    <FormField name={props.name}>
      {(field) => {
        const hintId = props.hint ? `${field.id}-hint` : undefined;
        const control = {
          id: field.id,
          name: field.name,
          value: field.value as string,
          onChange: field.onChange,
          onBlur: field.onBlur,
          spellCheck: false,
          autoComplete: 'off',
          'aria-invalid': field.error ? true : undefined,
          'aria-describedby': describedBy(hintId, field.error && errorId(field.id)),
        };
        return (
          <div className="console__field">
            <label htmlFor={field.id}>{props.label}</label>
            {props.hint && <p id={hintId}>{props.hint}</p>}
            {field.error && <FieldError id={errorId(field.id)}>{field.error}</FieldError>}
            {props.multiline ? (
              <textarea
                ref={field.ref}
                rows={props.rows ?? 8}
                className={props.textareaClassName ?? 'console__pem'}
                {...control}
              />
            ) : (
              <input ref={field.ref} type={props.type ?? 'text'} {...control} />
            )}
          </div>
        );
      }}
    </FormField>
  );
}

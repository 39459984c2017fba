import type { WordingKey } from '@credence/shared';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorSummary } from '../ui';
import { FormFrameContext } from './form-frame';
import type { FormFrame } from './form-frame';
import { failureKey, flattenErrors, orderIssues, serverIssues, splitPath } from './form-issues';
import type { FailureWording, FormFieldError, FormIssue, IssuePath } from './form-issues';
import { schemaResolver } from './schema-resolver';

export type FormMethods<F extends FieldValues, P = F> = UseFormReturn<F, unknown, P>;

const FALLBACK: WordingKey = 'validation.required';
const defaultFieldOf = (path: IssuePath) => (path.length > 0 ? path.join('.') : 'root');

export interface SchemaFormOptions<F extends FieldValues, P> {
  /** The shared schema the server checks with; what it parses is what `onSubmit` gets. */
  schema: z.ZodType<P>;
  /** The values the form opens with (a kept draft, or the saved answers). */
  defaultValues: F;
  /** What the schema checks, from the form's values (default: the values themselves). */
  toInput?: (values: F) => unknown;
  /** Checks of the form itself, before the schema (a choice not made yet). */
  check?: (values: F) => FormIssue[];
  /** The field showing a problem at a schema path or a server path (default: the path joined with dots). */
  fieldOf?: (path: IssuePath) => string;
  /** Shown when a schema's message is not a wording key (default: validation.required). */
  fallbackMessage?: WordingKey;
}

/**
 * The react-hook-form instance `<Form>` runs on, for a component that needs the values above the form
 * (pass it as `<Form form>` with the same options).
 */
export function useSchemaForm<F extends FieldValues, P = F>(options: SchemaFormOptions<F, P>) {
  return useForm<F, unknown, P>({
    defaultValues: options.defaultValues as DefaultValues<F>,
    resolver: schemaResolver<F, P>(options.schema, {
      fieldOf: options.fieldOf ?? defaultFieldOf,
      fallbackMessage: options.fallbackMessage ?? FALLBACK,
      toInput: options.toInput ?? ((values) => values),
      ...(options.check ? { check: options.check } : {}),
    }),
    // Messages change on submit only: a summary that changed while typing would take focus.
    reValidateMode: 'onSubmit',
    // The error summary takes focus (GOV.UK); react-hook-form would move it to the first bound field a
    // moment later (it focuses again on a timer), so a screen reader would never hear the summary.
    shouldFocusError: false,
  });
}

export interface FormProps<F extends FieldValues, P> extends SchemaFormOptions<F, P> {
  /** A form made with useSchemaForm (same options) when the caller needs its values; made here otherwise. */
  form?: FormMethods<F, P>;
  /** Bump to show the summary again (it takes focus) after issues were set from outside a submit. */
  issuesShown?: number;
  /** A server detail's path as a schema path; null to leave it out (default: split at the dots). */
  serverPath?: (path: string) => IssuePath | null;
  /** The fields in the order they appear, for the error summary (fields not listed come last). */
  fields?: readonly string[];
  /** The id of a field's control (default: the field's name). */
  fieldId?: (field: string) => string;
  /** What to say when a save fails without field details. */
  failure: FailureWording;
  /** Saves. Rejecting with a 400's details puts them on their fields; any other rejection says `failure`. */
  onSubmit: (data: P, values: F) => Promise<void> | void;
  /** Called with the values after every change (e.g. to keep a draft). */
  onValuesChange?: (values: F) => void;
  className?: string;
  /** The class of the notice shown when saving failed. */
  alertClassName?: string;
  children: ReactNode | ((form: FormMethods<F, P>, frame: FormFrame) => ReactNode);
}

const same = (field: string) => field;

/**
 * One form engine (decision 031): react-hook-form over a shared zod schema. A failed submit shows each
 * message beside its field and in the error summary, which takes focus; a save rejected with a 400's details
 * puts them on their fields; any other failure shows a notice (it takes focus) and keeps what was typed.
 * A second submit while one is under way is ignored. Fields bind with `useFormField` / `<FormField>`.
 */
export function Form<F extends FieldValues, P = F>(props: FormProps<F, P>) {
  const { t } = useTranslation();
  const fieldOf = props.fieldOf ?? defaultFieldOf;
  const fieldId = props.fieldId ?? same;
  const mapping = { fieldOf, fallbackMessage: props.fallbackMessage ?? FALLBACK } as const;
  const own = useSchemaForm<F, P>(props);
  const form = props.form ?? own;
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<WordingKey | null>(null);
  const busy = useRef(false);
  const notice = useRef<HTMLParagraphElement>(null);

  const { onValuesChange } = props;
  useEffect(() => {
    if (!onValuesChange) return;
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => onValuesChange(values) });
  }, [form, onValuesChange]);
  useEffect(() => {
    if (failure) notice.current?.focus();
  }, [failure, attempt]);

  const setIssues = (issues: readonly FormIssue[]) => {
    for (const { field, message, params } of orderIssues(issues)) {
      const error: FormFieldError = { type: 'server', message, ...(params ? { params } : {}) };
      form.setError(field as Path<F>, error);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // The browser must never send the form itself (a submit that ignores the event would reload the page).
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setAttempt((count) => count + 1);
    setFailure(null);
    try {
      await form.handleSubmit(async (data) => {
        try {
          await props.onSubmit(data, form.getValues());
        } catch (error) {
          console.error(error);
          const mapped = serverIssues(error, mapping, props.serverPath ?? splitPath);
          if (mapped.length > 0) setIssues(mapped);
          else setFailure(failureKey(error, props.failure));
        }
      })(event);
    } finally {
      busy.current = false;
    }
  };

  const issues = orderIssues(flattenErrors(form.formState.errors), props.fields);
  const messageOf = (issue: FormIssue | undefined) =>
    issue ? t(issue.message, issue.params ?? {}) : undefined;
  const frame: FormFrame = {
    fieldId,
    errorOf: (field) => messageOf(issues.find((issue) => issue.field === field)),
    showIssues: (found) => {
      setAttempt((count) => count + 1);
      form.clearErrors();
      setIssues(found);
    },
    showFailure: (message) => {
      setAttempt((count) => count + 1);
      setFailure(message);
    },
    saving: form.formState.isSubmitting,
  };
  const summary = issues.map((issue) => ({ fieldId: fieldId(issue.field), message: messageOf(issue) }));

  return (
    <FormProvider {...form}>
      <FormFrameContext value={frame}>
        <form className={props.className} noValidate onSubmit={(event) => void submit(event)}>
          <ErrorSummary key={`${attempt}-${props.issuesShown ?? 0}`} errors={summary} />
          {failure && (
            <p ref={notice} className={props.alertClassName} role="alert" tabIndex={-1}>
              {t(failure)}
            </p>
          )}
          {typeof props.children === 'function' ? props.children(form, frame) : props.children}
        </form>
      </FormFrameContext>
    </FormProvider>
  );
}

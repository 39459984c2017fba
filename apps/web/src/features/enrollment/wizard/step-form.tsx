import { nextUnconfirmedSteps, UNCONFIRMED_STEPS_KEY } from '@credence/shared';
import type { ProfileValues, WordingKey } from '@credence/shared';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { get } from 'react-hook-form';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, useFormFrame, useSchemaForm } from '#web/components/form';
import type { FormIssue, FormMethods, IssuePath } from '#web/components/form';
import type { ProfileData } from '../api/self-attested';
import type { EnrollmentStepProps } from '../steps/types';
import { useDrafts } from './drafts';
import { fieldId, profileDataSchema, sameValue, splitDetailPath, STEP_FAILURE } from './profile-data';

export interface StepFormConfig<F extends FieldValues> {
  props: Pick<EnrollmentStepProps, 'stepId' | 'values' | 'save' | 'onSaved'>;
  /** The form's fields from the saved values; used when nothing was typed on this screen yet. */
  initial: (values: ProfileValues) => F;
  /** The fields in the order they appear, for the error summary. */
  fields: readonly (keyof F & string)[];
  /** The profile keys this screen saves, from the form (each is checked with its shared schema). */
  toData: (form: F) => ProfileData;
  /** The field that shows a problem found at `key` (and `path` inside its value), by the schemas or the server. */
  fieldOf: (key: string, path: IssuePath) => keyof F & string;
  /** Checks of the form itself, before the shared schemas (a choice not made yet). */
  check?: (form: F) => FormIssue[];
  /** Shown when a schema's message is not a wording key (e.g. an unknown country code). */
  fallbackMessage?: WordingKey;
}

/**
 * A wizard screen's form on the one form engine (`<Form>`, react-hook-form over the shared schemas): its
 * values are kept as a draft across Back; Next checks them with profileValueSchemas and saves them with
 * POST /api/self_attested (nothing is sent when the answers are already saved), then moves on. Render the
 * fields inside `<StepForm form={…}>`.
 */
export function useStepForm<F extends FieldValues>(config: StepFormConfig<F>) {
  const { t } = useTranslation();
  const { stepId, values, save, onSaved } = config.props;
  const drafts = useDrafts();
  const [defaults] = useState<F>(() =>
    drafts.has(stepId) ? (drafts.get(stepId) as F) : config.initial(values),
  );
  const fieldOf = (path: IssuePath) => config.fieldOf(String(path[0] ?? ''), path.slice(1));
  const options = {
    schema: profileDataSchema,
    defaultValues: defaults,
    toInput: config.toData,
    fieldOf,
    ...(config.check ? { check: config.check } : {}),
    ...(config.fallbackMessage ? { fallbackMessage: config.fallbackMessage } : {}),
  };
  const methods: FormMethods<F, ProfileData> = useSchemaForm<F, ProfileData>(options);
  const [shown, setShown] = useState(0);
  const savedKeys = useRef<string[]>([]);
  const form = methods.watch() as F;
  const setField = (field: string, value: unknown) =>
    methods.setValue(field as Path<F>, value as PathValue<F, Path<F>>, { shouldDirty: true });
  const forget = () => drafts.remove(stepId);

  const onSubmit = async (parsed: ProfileData) => {
    // Next on a step another source filled in is the clinician's confirmation; the server keeps it.
    const confirmed = nextUnconfirmedSteps(values, { confirmed: stepId });
    if (confirmed && !(UNCONFIRMED_STEPS_KEY in parsed)) parsed[UNCONFIRMED_STEPS_KEY] = confirmed;
    const unchanged = Object.entries(parsed).every(([key, value]) => sameValue(value, values[key]));
    savedKeys.current = Object.keys(parsed);
    if (!unchanged) await save(parsed);
    forget();
    onSaved();
  };

  return {
    form,
    /** Replaces some fields; the rest stay. */
    update: (changes: Partial<F>) => {
      for (const [field, value] of Object.entries(changes)) setField(field, value);
    },
    setForm: (next: F) => {
      for (const [field, value] of Object.entries(next)) setField(field, value);
    },
    errorOf: (field: keyof F & string) => {
      const error = get(methods.formState.errors, field) as FormIssue | undefined;
      return error?.message ? t(error.message, error.params ?? {}) : undefined;
    },
    /** Shows issues found outside the form's own checks (e.g. a code step's own calls). */
    showIssues: (found: readonly FormIssue[]) => {
      methods.clearErrors();
      for (const { field, message, params } of found)
        methods.setError(field as Path<F>, { type: 'step', message, ...(params ? { params } : {}) });
      setShown((count) => count + 1);
    },
    saving: methods.formState.isSubmitting,
    forget,
    frame: {
      methods,
      options,
      shown,
      fields: config.fields,
      onSubmit,
      keepDraft: (next: F) => drafts.set(stepId, next),
      serverPath: (path: string) => {
        const at = splitDetailPath(path, savedKeys.current);
        return at ? [at.key, ...at.path] : null;
      },
    },
  };
}

export type StepFormState<F extends FieldValues> = ReturnType<typeof useStepForm<F>>;

export interface StepActionsProps {
  onBack: (() => void) | undefined;
  /** The primary button's words; Next unless given. */
  submitLabel?: string | undefined;
  /** Shown while saving; 'Saving…' unless given. */
  savingLabel?: string | undefined;
}

/** Back and Next at the foot of a wizard screen's `<Form>`. */
export function StepActions({ onBack, submitLabel, savingLabel }: StepActionsProps) {
  const { t } = useTranslation();
  const { saving } = useFormFrame();
  return (
    <div className="enroll-actions">
      {onBack && (
        <button type="button" className="button" onClick={onBack}>
          {t('action.back')}
        </button>
      )}
      <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
        {saving ? (savingLabel ?? t('enroll.saving')) : (submitLabel ?? t('action.next'))}
      </button>
    </div>
  );
}

export interface StepFormProps<F extends FieldValues> extends StepActionsProps {
  form: Pick<StepFormState<F>, 'frame'>;
  children: ReactNode;
}

/**
 * The frame of every wizard screen's form: `<Form>` with the error summary on top (it takes focus after a
 * failed Next), a notice when saving failed (it takes focus too; what was typed stays), the fields, then
 * Back and Next. Next stays enabled while saving, so focus is not lost; a second press is ignored.
 */
export function StepForm<F extends FieldValues>({
  form,
  onBack,
  submitLabel,
  savingLabel,
  children,
}: StepFormProps<F>) {
  const { frame } = form;
  return (
    <Form<F, ProfileData>
      {...frame.options}
      form={frame.methods}
      issuesShown={frame.shown}
      fields={frame.fields}
      fieldId={fieldId}
      serverPath={frame.serverPath}
      failure={STEP_FAILURE}
      onSubmit={frame.onSubmit}
      onValuesChange={frame.keepDraft}
      className="enroll-form"
      alertClassName="enroll-alert enroll-alert--error"
    >
      {children}
      <StepActions onBack={onBack} submitLabel={submitLabel} savingLabel={savingLabel} />
    </Form>
  );
}

import { selfAttestedKey as key } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/components/ui';
import { usePersonalInfo } from '#web/lib/personal-info';
import { StepForm } from '../wizard/step-form';
import { fieldId } from '../wizard/profile-data';
import { useStepForm } from '../wizard/step-form';
import type { EnrollmentStepProps } from './types';

const FIELDS = ['first_name', 'middle_name', 'last_name', 'suffix'] as const;
type NameForm = Record<(typeof FIELDS)[number], string>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Legal name: first, middle, last and suffix (basic_info). Until a name is saved here, the form starts from
 * the first and last name typed at sign-up (GET /api/personal_info answers the account's); the step counts
 * as done only once Next saves them.
 */
export function NameStep(props: EnrollmentStepProps) {
  const { t } = useTranslation();
  const account = usePersonalInfo().data;
  const form = useStepForm<NameForm>({
    props,
    fields: FIELDS,
    initial: (values) => {
      const saved = Object.fromEntries(
        FIELDS.map((field) => [field, text(values[key('basic_info', field)])]),
      ) as NameForm;
      if (saved.first_name || saved.last_name) return saved;
      return { ...saved, first_name: account?.first_name ?? '', last_name: account?.last_name ?? '' };
    },
    toData: (name) => Object.fromEntries(FIELDS.map((field) => [key('basic_info', field), name[field]])),
    fieldOf: (profileKey) => FIELDS.find((field) => profileKey === key('basic_info', field)) ?? 'first_name',
  });

  const input = (field: (typeof FIELDS)[number], required: boolean, autoComplete: string, short = false) => (
    <Field
      id={fieldId(field)}
      label={t(`enroll.name.${field}`)}
      required={required}
      error={form.errorOf(field)}
    >
      {(control) => (
        <input
          {...control}
          className={short ? 'input input--short' : 'input'}
          type="text"
          autoComplete={autoComplete}
          spellCheck={false}
          value={form.form[field]}
          onChange={(event) => form.update({ [field]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <StepForm form={form} onBack={props.onBack}>
      <p className="enroll-intro">{t('enroll.name.intro')}</p>
      {input('first_name', true, 'given-name')}
      {input('middle_name', false, 'additional-name')}
      {input('last_name', true, 'family-name')}
      {input('suffix', false, 'honorific-suffix', true)}
    </StepForm>
  );
}

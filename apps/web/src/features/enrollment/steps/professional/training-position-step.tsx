import { STATES, checkTrainingInput, errorCodes } from '@credence/shared';
import type { ProfileValues, TrainingInputValues } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { CheckboxField, Field, MonthField } from '#web/components/ui';
import { ApiError, isApiError } from '#web/lib/api-client';
import { StepForm } from '../../wizard/step-form';
import { fieldId } from '../../wizard/profile-data';
import { useStepForm } from '../../wizard/step-form';
import type { EnrollmentStepProps } from '../types';
import { postTraining } from './api/lookups';
import { useTrainingChoice } from './training-choice';

// The position is not a profile key: it is sent to POST /api/training, which appends it to
// work_history|history. The wizard's form machinery still checks, shows and saves it, under this name.
const TRAINING = 'training';

const FIELDS = [
  'program_name',
  'institution_name',
  'city',
  'state',
  'specialty',
  'start_date',
  'end_date',
  'isCurrent',
] as const;
type PositionField = (typeof FIELDS)[number];
type PositionForm = Omit<Record<PositionField, string>, 'isCurrent'> & { isCurrent: boolean };

const EMPTY: PositionForm = {
  program_name: '',
  institution_name: '',
  city: '',
  state: '',
  specialty: '',
  start_date: '',
  end_date: '',
  isCurrent: false,
};

/**
 * The training position (sub-step of training): the program chosen on the screen before, or typed here,
 * with its start and end (MM/yyyy, the work-history rules) or 'I am still in this program'. Next sends it to
 * POST /api/training and reads the profile again, so the training step counts as done.
 */
export function TrainingPositionStep(props: EnrollmentStepProps) {
  const { t } = useTranslation();
  const [choice, , forgetChoice] = useTrainingChoice();
  const program = choice.program;

  const input = (form: PositionForm): TrainingInputValues => ({
    program_id: program?.id ?? '',
    program_name: program ? '' : form.program_name,
    institution_name: program ? '' : form.institution_name,
    city: program ? '' : form.city,
    state: program ? '' : form.state,
    specialty: program ? '' : form.specialty,
    training_type: choice.training_type,
    start_date: form.start_date,
    end_date: form.isCurrent ? '' : form.end_date,
    isCurrent: form.isCurrent,
  });

  const save = async (data: Record<string, unknown>): Promise<ProfileValues> => {
    try {
      await postTraining(data[TRAINING] as TrainingInputValues);
    } catch (error) {
      // The route reports body fields by name; the form reads details under data.<key>.
      if (isApiError(error) && error.status === 400 && error.code === errorCodes.badRequest) {
        throw new ApiError(
          400,
          error.code,
          error.message,
          error.details.map((detail) => ({ ...detail, path: `data.${TRAINING}.${detail.path}` })),
        );
      }
      throw error;
    }
    await props.reload();
    forgetChoice();
    return props.values;
  };

  const form = useStepForm<PositionForm>({
    props: { ...props, save },
    fields: FIELDS,
    initial: () => EMPTY,
    toData: (position) => ({ [TRAINING]: input(position) }),
    fieldOf: (_key, path) => {
      const field = path[0];
      if (field === 'training_type') return 'start_date';
      return FIELDS.find((candidate) => candidate === field) ?? 'program_name';
    },
    check: (position) =>
      checkTrainingInput(input(position)).map((issue) => ({
        field: (FIELDS as readonly string[]).includes(String(issue.path?.[0]))
          ? (issue.path![0] as PositionField)
          : 'start_date',
        message: issue.message,
        ...(issue.params ? { params: issue.params } : {}),
      })),
  });
  const position = form.form;

  const text = (
    field: Exclude<PositionField, 'state' | 'start_date' | 'end_date' | 'isCurrent'>,
    required: boolean,
  ) => (
    <Field
      id={fieldId(field)}
      label={t(`enroll.training-position.${field}`)}
      required={required}
      error={form.errorOf(field)}
    >
      {(control) => (
        <input
          {...control}
          className="input"
          type="text"
          autoComplete="off"
          value={position[field]}
          onChange={(event) => form.update({ [field]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <StepForm form={form} onBack={props.onBack}>
      {program ? (
        <p className="enroll-chosen">
          {t('enroll.training-position.chosen', {
            program: program.program_name,
            institution: program.institution_name,
            city: program.city,
            state: program.state,
          })}
        </p>
      ) : (
        <>
          <p className="enroll-intro">{t('enroll.training-position.intro-typed')}</p>
          {text('program_name', true)}
          {text('institution_name', true)}
          {text('city', false)}
          <Field
            id={fieldId('state')}
            label={t('enroll.training-position.state')}
            required
            error={form.errorOf('state')}
          >
            {(control) => (
              <select
                {...control}
                className="input"
                value={position.state}
                onChange={(event) => form.update({ state: event.target.value })}
              >
                <option value="">{t('enroll.choose')}</option>
                {STATES.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('specialty', true)}
        </>
      )}
      <MonthField
        id={fieldId('start_date')}
        label={t('enroll.training-position.start_date')}
        required
        value={position.start_date}
        error={form.errorOf('start_date')}
        onChange={(start_date) => form.update({ start_date })}
      />
      <CheckboxField
        id={fieldId('isCurrent')}
        label={t('enroll.training-position.isCurrent')}
        checked={position.isCurrent}
        onChange={(isCurrent) => form.update({ isCurrent, ...(isCurrent ? { end_date: '' } : {}) })}
      />
      {/* A current position has no end: ticking the box clears the end date and disables it (001 §4). */}
      <MonthField
        id={fieldId('end_date')}
        label={t('enroll.training-position.end_date')}
        required={!position.isCurrent}
        disabled={position.isCurrent}
        value={position.end_date}
        error={position.isCurrent ? undefined : form.errorOf('end_date')}
        onChange={(end_date) => form.update({ end_date })}
      />
    </StepForm>
  );
}

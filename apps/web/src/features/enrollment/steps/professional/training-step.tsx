import { TRAINING_TYPES, selfAttestedKey as key } from '@credence/shared';
import type { TrainingProgram, TrainingType } from '@credence/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, Field, FieldGroup } from '#web/components/ui';
import { StepForm } from '../../wizard/step-form';
import { fieldId } from '../../wizard/profile-data';
import { useStepForm } from '../../wizard/step-form';
import type { EnrollmentStepProps } from '../types';
import { getPhysicianTraining } from './api/lookups';
import { LookupNotice } from './lookup-notice';
import { savedTrainings, useTrainingChoice } from './training-choice';
import { useSearch } from './use-search';

const NONE = key('basic_info', 'graduate_attested_none');
const HISTORY = key('work_history', 'history');

interface TrainingForm {
  none: boolean;
  training_type: TrainingType | '';
  query: string;
  program_id: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Training (physicians): choose the type and search the program list, then the training-position screen asks
 * for the dates; or 'I have no training to list' (basic_info|graduate_attested_none), which skips that
 * screen. If the list cannot be searched, the program is typed on the next screen.
 */
export function TrainingStep(props: EnrollmentStepProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useTrainingChoice();
  const trainings = savedTrainings(props.values[HISTORY]);
  const search = useSearch(
    'taxonomy',
    (query: { q: string; training_type: TrainingType }) =>
      getPhysicianTraining({
        training_type: query.training_type,
        ...(query.q.trim() ? { q: query.q.trim() } : {}),
      }),
    'lookup.training-failed',
  );
  // Nothing (more) to list: the position screen is skipped.
  const skipPosition = () => {
    const next = props.steps[props.steps.indexOf('training') + 1];
    if (next) props.goTo(next);
  };
  const form = useStepForm<TrainingForm>({
    props: {
      ...props,
      onSaved: () => {
        const { none, training_type, program_id } = form.form;
        if (none) {
          skipPosition();
          return;
        }
        const program = search.state.results.find((candidate) => candidate.id === program_id) ?? null;
        setChoice({
          training_type,
          program: program ?? (choice.program?.id === program_id ? choice.program : null),
        });
        props.onSaved();
      },
    },
    fields: ['none', 'training_type', 'query'],
    initial: (values) => ({
      none: values[NONE] === true,
      training_type: choice.training_type,
      query: '',
      program_id: choice.program?.id ?? '',
    }),
    toData: ({ none }) => (none || props.values[NONE] === true ? { [NONE]: none } : {}),
    fieldOf: () => 'none',
    check: ({ none, training_type }) =>
      none || training_type ? [] : [{ field: 'training_type', message: 'work.training-type-required' }],
  });
  const { none, training_type, query, program_id } = form.form;

  useEffect(() => {
    if (training_type) void search.now({ q: query, training_type });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [training_type]);

  const results = search.state.results;
  const pick = (program: TrainingProgram) => form.update({ program_id: program.id });

  return (
    <StepForm form={form} onBack={props.onBack}>
      <p className="enroll-intro">{t('enroll.training.intro')}</p>
      {trainings.length > 0 && (
        <section className="enroll-found" aria-labelledby="enroll-training-saved">
          <h2 id="enroll-training-saved" className="enroll-found__title">
            {t('enroll.training.saved')}
          </h2>
          <ul>
            {trainings.map((position, index) => (
              <li key={text(position.id) || index}>
                {t('enroll.training.saved-item', {
                  program: text(position.program_name) || text(position.institution),
                  institution: text(position.institution),
                  start: text(position.start_date),
                  end: position.isCurrent === true ? t('enroll.training.present') : text(position.end_date),
                })}
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={skipPosition}>
            {t('enroll.training.skip-more')}
          </button>
        </section>
      )}
      {trainings.length === 0 && (
        <CheckboxField
          id={fieldId('none')}
          label={t('enroll.training.none')}
          checked={none}
          error={form.errorOf('none')}
          onChange={(checked) => form.update({ none: checked })}
        />
      )}
      {!none && (
        <>
          <FieldGroup
            id={fieldId('training_type')}
            legend={t('enroll.training.type')}
            required
            error={form.errorOf('training_type')}
            className="enroll-choices"
          >
            {TRAINING_TYPES.map((type) => {
              const id = `${fieldId('training_type')}-${type}`;
              return (
                <div className="enroll-choice" key={type}>
                  <input
                    id={id}
                    type="radio"
                    name="training_type"
                    checked={training_type === type}
                    onChange={() => form.update({ training_type: type, program_id: '' })}
                  />
                  <label htmlFor={id}>{t(`enroll.training.type.${type}`)}</label>
                </div>
              );
            })}
          </FieldGroup>
          {training_type && (
            <>
              <Field
                id={fieldId('query')}
                label={t('enroll.training.search')}
                hint={t('enroll.training.search-hint')}
                error={form.errorOf('query')}
              >
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    type="search"
                    autoComplete="off"
                    value={query}
                    onChange={(event) => {
                      form.update({ query: event.target.value });
                      search.search({ q: event.target.value, training_type });
                    }}
                  />
                )}
              </Field>
              <p className="enroll-lookup-progress" role="status">
                {search.state.status === 'loading'
                  ? t('enroll.training.searching')
                  : search.state.status === 'done'
                    ? t('enroll.training.count', { count: results.length })
                    : ''}
              </p>
              {search.state.status === 'failed' && <LookupNotice failure={search.state.failure} />}
              <fieldset className="enroll-fieldset enroll-choices enroll-results">
                <legend className="enroll-legend">{t('enroll.training.results')}</legend>
                {results.map((program) => {
                  const id = `${fieldId('program')}-${program.id}`;
                  return (
                    <div className="enroll-choice" key={program.id}>
                      <input
                        id={id}
                        type="radio"
                        name="program"
                        checked={program_id === program.id}
                        onChange={() => pick(program)}
                      />
                      <label htmlFor={id}>
                        {t('enroll.training.program', {
                          program: program.program_name,
                          institution: program.institution_name,
                          city: program.city,
                          state: program.state,
                        })}
                      </label>
                    </div>
                  );
                })}
                <div className="enroll-choice">
                  <input
                    id={`${fieldId('program')}-other`}
                    type="radio"
                    name="program"
                    checked={program_id === ''}
                    onChange={() => form.update({ program_id: '' })}
                  />
                  <label htmlFor={`${fieldId('program')}-other`}>{t('enroll.training.not-listed')}</label>
                </div>
              </fieldset>
            </>
          )}
        </>
      )}
    </StepForm>
  );
}

import { LOOKUP_SOURCE_NAMES, selfAttestedKey as key } from '@credence/shared';
import type { SpecialtyOption } from '@credence/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/components/ui';
import { StepForm } from '../../wizard/step-form';
import { fieldId } from '../../wizard/profile-data';
import { useStepForm } from '../../wizard/step-form';
import type { EnrollmentStepProps } from '../types';
import { getSpecialties } from './api/lookups';
import { LookupNotice } from './lookup-notice';
import { useSearch } from './use-search';

const SPECIALTY = key('basic_info', 'specialty_code');
/** More choices than this are not read through; the clinician types more words instead. */
export const SPECIALTY_CHOICES_SHOWN = 30;

interface SpecialtyForm {
  query: string;
  code: string;
  /** How the chosen code reads ('Nurse Practitioner, Family'), once known. */
  display: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The specialty (a NUCC taxonomy code): a search over the provider type's codes while typing, answered as a
 * list of choices. If the list cannot be reached, the code can be typed; it is checked with the shared rule.
 */
export function SpecialtyStep(props: EnrollmentStepProps) {
  const { t } = useTranslation();
  const form = useStepForm<SpecialtyForm>({
    props,
    fields: ['query', 'code'],
    initial: (values) => ({ query: '', code: text(values[SPECIALTY]), display: '' }),
    toData: ({ code }) => ({ [SPECIALTY]: code.trim().toUpperCase() }),
    fieldOf: () => 'code',
  });
  const providerType = props.providerType?.name;
  const search = useSearch('taxonomy', (q: string) =>
    getSpecialties({
      ...(providerType ? { provider_type: providerType } : {}),
      ...(q.trim() ? { q: q.trim() } : {}),
    }),
  );
  const { query, code, display } = form.form;

  // The provider type's list at once, so a clinician can also just pick; typing narrows it.
  useEffect(() => {
    void search.now(query);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const results = search.state.results;
  const chosen = results.find((option) => option.code === code);
  // The saved code is named as soon as a list holding it arrives.
  useEffect(() => {
    if (chosen && chosen.display !== display) form.update({ display: chosen.display });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen]);

  const failed = search.state.status === 'failed';
  const choose = (option: SpecialtyOption) => form.update({ code: option.code, display: option.display });
  const shown = results.slice(0, SPECIALTY_CHOICES_SHOWN);

  return (
    <StepForm form={form} onBack={props.onBack}>
      <p className="enroll-intro">{t('enroll.specialty.intro')}</p>
      {code && (
        <p className="enroll-chosen" role="status">
          {t('enroll.specialty.chosen', { specialty: display || code, code })}
        </p>
      )}
      {search.state.status === 'failed' && <LookupNotice failure={search.state.failure} />}
      {failed ? (
        <Field
          id={fieldId('code')}
          label={t('enroll.specialty.code')}
          hint={t('enroll.specialty.code-hint')}
          required
          error={form.errorOf('code')}
        >
          {(control) => (
            <input
              {...control}
              className="input input--short"
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={code}
              onChange={(event) => form.update({ code: event.target.value, display: '' })}
            />
          )}
        </Field>
      ) : (
        <>
          <Field
            id={fieldId('code')}
            label={t('enroll.specialty.search')}
            hint={t('enroll.specialty.search-hint')}
            required
            error={form.errorOf('code')}
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
                  search.search(event.target.value);
                }}
              />
            )}
          </Field>
          <p className="enroll-lookup-progress" role="status">
            {search.state.status === 'loading'
              ? t('enroll.lookup.searching', { source: LOOKUP_SOURCE_NAMES.taxonomy })
              : search.state.status === 'done'
                ? results.length > shown.length
                  ? t('enroll.specialty.more', { shown: shown.length, count: results.length })
                  : t('enroll.specialty.count', { count: results.length })
                : ''}
          </p>
          {shown.length > 0 && (
            <fieldset className="enroll-fieldset enroll-choices enroll-results">
              <legend className="enroll-legend">{t('enroll.specialty.results')}</legend>
              {shown.map((option) => {
                const id = `${fieldId('code')}-${option.code}`;
                return (
                  <div className="enroll-choice" key={option.code}>
                    <input
                      id={id}
                      type="radio"
                      name="specialty"
                      value={option.code}
                      checked={option.code === code}
                      onChange={() => choose(option)}
                    />
                    <label htmlFor={id}>
                      {t('enroll.specialty.option', { specialty: option.display, code: option.code })}
                    </label>
                  </div>
                );
              })}
            </fieldset>
          )}
        </>
      )}
    </StepForm>
  );
}

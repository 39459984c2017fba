import {
  LOOKUP_SOURCE_NAMES,
  NCSBN_ID_PATTERN,
  ncsbnIdSchema,
  ruleIssuesAt,
  selfAttestedKey as key,
} from '@credence/shared';
import type { NursysData } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { CheckboxField, Field } from '#web/components/ui';
import { StepForm } from '../../wizard/step-form';
import { fieldId } from '../../wizard/profile-data';
import { useStepForm } from '../../wizard/step-form';
import type { EnrollmentStepProps } from '../types';
import { getNursysEnrollment } from './api/lookups';
import { LICENSES_LIST, licenseIdentity, replaceLicensesOf, savedLicensesOf } from './license-list';
import { LicenseRows, newRowKey, rowField, type LicenseRow } from './license-rows';
import { LookupNotice, LookupProgress } from './lookup-notice';
import { useLookup } from './use-lookup';

const NCSBN = key('identifiers', 'ncsbn_number');
const NO_RN = key('licenses', 'has_no_license_rn');

interface NcsbnForm {
  ncsbn: string;
  rows: LicenseRow[];
  none: boolean;
}

const FIELDS = [
  'ncsbn',
  ...Array.from({ length: 100 }, (_, index) => [rowField(index, 'state'), rowField(index, 'number')]).flat(),
  'none',
];
const asField = (field: string) => field as keyof NcsbnForm & string;

/** Nursys may answer a nurse's licenses in any order; the wizard shows them by state, then number. */
const byState = (
  a: { state: string; license_number: string },
  b: { state: string; license_number: string },
) => a.state.localeCompare(b.state) || a.license_number.localeCompare(b.license_number);

/**
 * The NCSBN id. 'Look up' asks Nursys, which answers the nurse's active licenses only (000 §4); they are
 * shown as rn_license rows to confirm, change or remove, beside any already saved. Next saves the id, the
 * rows (the other license types stay) and 'I have no RN license'. If Nursys cannot help, rows are typed.
 */
export function NcsbnStep(props: EnrollmentStepProps) {
  const { t } = useTranslation();
  const form = useStepForm<NcsbnForm>({
    props,
    fields: FIELDS.map(asField),
    initial: (values) => ({
      ncsbn: typeof values[NCSBN] === 'string' ? (values[NCSBN] as string) : '',
      rows: savedLicensesOf(values, 'rn_license').map((entry) => ({ key: newRowKey(), ...entry })),
      none: values[NO_RN] === true,
    }),
    toData: ({ ncsbn, rows, none }) => ({
      [NCSBN]: ncsbn,
      [LICENSES_LIST]: replaceLicensesOf(
        props.values,
        'rn_license',
        none
          ? []
          : rows.map((row) => ({
              record_type: 'rn_license' as const,
              state: row.state,
              license_number: row.license_number.trim(),
              ...(row.id !== undefined ? { id: row.id } : {}),
            })),
      ),
      [NO_RN]: none,
    }),
    fieldOf: (profileKey, path) => {
      const [index, part] = path;
      if (profileKey === NCSBN) return 'ncsbn';
      if (profileKey === LICENSES_LIST && typeof index === 'number')
        return asField(rowField(index, part === 'state' ? 'state' : 'number'));
      return 'none';
    },
    check: ({ rows, none }) =>
      none || rows.length > 0 ? [] : [{ field: 'none', message: 'licenses.add-or-none' }],
  });
  const lookup = useLookup('nursys', async (id: string): Promise<NursysData | null> =>
    // Nursys ids have at most 10 digits; a longer (but well-formed) id cannot be on file.
    NCSBN_ID_PATTERN.test(id) ? getNursysEnrollment(id) : null,
  );
  const { ncsbn, rows, none } = form.form;

  const lookUp = async () => {
    const id = ncsbn.trim();
    const issues = ruleIssuesAt(ncsbnIdSchema, id, []).map((issue) => ({
      field: 'ncsbn',
      message: issue.message,
    }));
    form.showIssues(issues);
    if (issues.length > 0) return;
    const result = await lookup.run(id);
    if (result.status !== 'done' || !result.data) return;
    const current = form.form;
    const known = new Set(current.rows.map((row) => licenseIdentity({ ...row, record_type: 'rn_license' })));
    const found = [...result.data.licenses]
      .sort(byState)
      .filter((license) => !known.has(licenseIdentity(license)));
    form.setForm({
      ...current,
      rows: [
        ...current.rows,
        ...found.map((license) => ({
          key: newRowKey(),
          state: license.state,
          license_number: license.license_number,
          source: 'Nursys' as const,
          details: license.expiration_date
            ? t('enroll.ncsbn.found-details', { type: license.license_type, date: license.expiration_date })
            : t('enroll.ncsbn.found-details-no-date', { type: license.license_type }),
        })),
      ],
    });
  };

  const state = lookup.state;
  const notFound = state.status === 'done' && state.data === null;
  const noActive = state.status === 'done' && state.data !== null && state.data.licenses.length === 0;
  return (
    <StepForm form={form} onBack={props.onBack}>
      <p className="enroll-intro">{t('enroll.ncsbn.intro')}</p>
      <div className="enroll-lookup">
        <Field
          id={fieldId('ncsbn')}
          label={t('enroll.ncsbn.label')}
          hint={t('enroll.ncsbn.hint')}
          required
          error={form.errorOf('ncsbn')}
        >
          {(control) => (
            <input
              {...control}
              className="input input--short"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={ncsbn}
              onChange={(event) => form.update({ ncsbn: event.target.value })}
            />
          )}
        </Field>
        <button
          type="button"
          className="button"
          onClick={() => void lookUp()}
          aria-disabled={state.status === 'loading' || undefined}
        >
          {t('enroll.ncsbn.look-up')}
        </button>
      </div>
      <LookupProgress source={LOOKUP_SOURCE_NAMES.nursys} active={state.status === 'loading'} />
      {state.status === 'failed' && <LookupNotice failure={state.failure} />}
      {notFound && (
        <p className="enroll-alert enroll-alert--info" role="alert">
          {t('lookup.not-found', { source: LOOKUP_SOURCE_NAMES.nursys })}
        </p>
      )}
      {noActive && (
        <p className="enroll-alert enroll-alert--info" role="status">
          {t('enroll.ncsbn.no-active')}
        </p>
      )}
      <fieldset className="enroll-fieldset">
        <legend className="enroll-legend">{t('enroll.ncsbn.legend')}</legend>
        {!none && (
          <LicenseRows
            type="rn_license"
            rows={rows}
            onChange={(next) => form.update({ rows: next })}
            errorOf={(field) => form.errorOf(asField(field))}
          />
        )}
      </fieldset>
      <CheckboxField
        id={fieldId('none')}
        label={t('enroll.ncsbn.none')}
        checked={none}
        error={form.errorOf('none')}
        onChange={(checked) => form.update({ none: checked })}
      />
    </StepForm>
  );
}

import {
  countryName,
  formatPhoneDisplay,
  isSealedLicenseRecordType,
  maskDateOfBirth,
  maskRegistrationNumber,
  selfAttestedKey as key,
  stateName,
} from '@credence/shared';
import type { ProfileValues, SelfAttestedField } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import type { StepSummaryProps } from './types';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const join = (parts: unknown[], separator = ' ') => parts.map(text).filter(Boolean).join(separator);

type Records = { record_type?: unknown; license_number?: unknown; state?: unknown }[];
const recordsOf = (values: ProfileValues, type: string): Records => {
  const list = values[key('licenses', 'list')];
  return Array.isArray(list) ? (list as Records).filter((record) => record?.record_type === type) : [];
};

/**
 * The review's default summary of a step, read from the keys it saves (ENROLLMENT_STEP_KEYS). A step can
 * register its own summary instead (see steps/index.ts). Returns the lines to show; none when nothing was
 * entered.
 */
export function useSummaryLines({ stepId, values, providerTypes, progress }: StepSummaryProps): string[] {
  const { t } = useTranslation();
  const basic = (field: SelfAttestedField<'basic_info'>) => values[key('basic_info', field)];
  // Each license says what it is (the NCSBN step lists the ID and nursing licenses together); DEA and CDS
  // numbers show masked, as the server answers them everywhere but in the steps that edit them.
  const licenses = (type: 'rn_license' | 'state_license' | 'dea', noneKey: SelfAttestedField<'licenses'>) => {
    const numberOf = (number: unknown) =>
      isSealedLicenseRecordType(type) ? maskRegistrationNumber(text(number)) : text(number);
    const found = recordsOf(values, type).map((record) =>
      t(`enroll.review.license.${type}`, {
        state: text(record.state),
        number: numberOf(record.license_number),
      }),
    );
    if (found.length > 0) return found;
    return values[key('licenses', noneKey)] === true ? [t('enroll.review.no-license')] : [];
  };
  switch (stepId) {
    case 'provider-type': {
      const code = text(basic('occupation_code'));
      const type = providerTypes.find((candidate) => candidate.name === code);
      return code
        ? [type ? t('enroll.provider-type.option', { long: type.long, name: type.name }) : code]
        : [];
    }
    case 'name':
      return [join([basic('first_name'), basic('middle_name'), basic('last_name'), basic('suffix')])].filter(
        Boolean,
      );
    case 'dob':
      return [maskDateOfBirth(text(basic('date_of_birth')))].filter(Boolean);
    case 'pob': {
      const place = (basic('place_of_birth') ?? {}) as { country?: unknown; state?: unknown };
      const country = text(place.country);
      const state = text(place.state);
      return country
        ? [join([state && (stateName(state) ?? state), countryName(country) ?? country], ', ')]
        : [];
    }
    case 'citizenship': {
      const codes = basic('citizenship');
      return Array.isArray(codes)
        ? [codes.map((code) => countryName(text(code)) ?? text(code)).join(', ')]
        : [];
    }
    case 'ssn':
      return [text(basic('social_security'))].filter(Boolean);
    case 'address': {
      const part = (field: SelfAttestedField<'address'>) => values[key('address', field)];
      const zip = join([part('zip'), part('zip4')], '-');
      return [
        text(part('line_1')),
        text(part('line_2')),
        join([join([part('city'), part('state')], ', '), zip]),
      ].filter(Boolean);
    }
    case 'mobile-number': {
      const phone = text(basic('phone_number'));
      if (!phone) return [];
      const shown = formatPhoneDisplay(phone);
      return [
        basic('mobile_confirm') === true ? t('enroll.review.phone-confirmed', { phone: shown }) : shown,
      ];
    }
    case 'npi':
      return [text(values[key('identifiers', 'nppes_number')])].filter(Boolean);
    case 'ncsbn-id': {
      const id = text(values[key('identifiers', 'ncsbn_number')]);
      return [
        id && t('enroll.review.ncsbn-id', { id }),
        ...licenses('rn_license', 'has_no_license_rn'),
      ].filter(Boolean);
    }
    case 'specialty':
      return [text(basic('specialty_code'))].filter(Boolean);
    case 'state-licenses':
      return licenses('state_license', 'has_no_license_state');
    case 'dea':
      return licenses('dea', 'has_no_license_dea');
    case 'training': {
      const history = values[key('work_history', 'history')];
      const count = Array.isArray(history)
        ? history.filter((position) => (position as { type?: unknown })?.type === 'training').length
        : 0;
      if (count > 0) return [t('enroll.review.training-count', { count })];
      return basic('graduate_attested_none') === true ? [t('enroll.review.no-training')] : [];
    }
    case 'alias': {
      const answer = basic('has_other_names');
      if (answer === false) return [t('enroll.review.no-other-names')];
      const names = basic('other_names');
      return Array.isArray(names)
        ? names.map((name) => {
            const parts = (name ?? {}) as Record<string, unknown>;
            return join([parts.first_name, parts.middle_name, parts.last_name]);
          })
        : [];
    }
    case 'identity-check':
    case 'identity-verification': {
      const status =
        stepId === 'identity-check' ? text(basic('verification')) : (progress.idVerification ?? '');
      return status ? [t('enroll.review.identity-status', { status })] : [];
    }
    case 'review':
      return [];
  }
}

export function DefaultStepSummary(props: StepSummaryProps) {
  const { t } = useTranslation();
  const lines = useSummaryLines(props);
  if (lines.length === 0) return <span className="muted">{t('enroll.review.not-provided')}</span>;
  return (
    <>
      {lines.map((line, index) => (
        <span key={index} className="enroll-summary__line">
          {line}
        </span>
      ))}
    </>
  );
}

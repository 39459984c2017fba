import { selfAttestedKey as key } from '@credence/shared';
import type { FsmbLookupInput } from '@credence/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EnrollmentStepProps } from '../types';
import { postFsmbDeaLicenses } from './api/lookups';
import { LicenseLookupStep, type FoundRow, type LicenseLookupConfig } from './license-lookup-step';

export async function findDeaRegistrations(t: TFunction, input: FsmbLookupInput): Promise<FoundRow[]> {
  const { licenses } = await postFsmbDeaLicenses(input);
  return licenses.map((registration) => ({
    state: registration.state,
    license_number: registration.license_number,
    details: t(
      registration.expiration_date ? 'enroll.dea.found-details' : 'enroll.dea.found-details-no-date',
      {
        schedules: registration.schedules.join(', '),
        date: registration.expiration_date ?? '',
      },
    ),
    // FSMB's number fails the DEA check digit: the clinician should look at it before confirming.
    ...(registration.check_digit_valid ? {} : { warning: 'enroll.dea.check-digit' as const }),
  }));
}

/** DEA registrations (FSMB), confirmed or typed with the DEA number rule; or 'I do not hold one'. */
export function DeaStep(props: EnrollmentStepProps) {
  const { t } = useTranslation();
  const config: LicenseLookupConfig = {
    type: 'dea',
    noneKey: key('licenses', 'has_no_license_dea'),
    wording: {
      intro: 'enroll.dea.intro',
      legend: 'enroll.dea.legend',
      none: 'enroll.dea.none',
      nothingFound: 'enroll.dea.nothing-found',
    },
    lookup: (input) => findDeaRegistrations(t, input),
  };
  return <LicenseLookupStep {...props} config={config} />;
}

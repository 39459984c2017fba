import { selfAttestedKey as key } from '@credence/shared';
import type { FsmbLookupInput } from '@credence/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EnrollmentStepProps } from '../types';
import { postFsmbStateLicenses } from './api/lookups';
import { LicenseLookupStep, type FoundRow, type LicenseLookupConfig } from './license-lookup-step';

export async function findStateLicenses(t: TFunction, input: FsmbLookupInput): Promise<FoundRow[]> {
  const { licenses } = await postFsmbStateLicenses(input);
  return licenses.map((license) => ({
    state: license.state,
    license_number: license.license_number,
    details: license.expiration_date
      ? t('enroll.licenses.found-details', {
          board: license.board,
          status: license.status,
          date: license.expiration_date,
        })
      : t('enroll.licenses.found-details-no-date', { board: license.board, status: license.status }),
  }));
}

/** State medical licenses (FSMB), confirmed or typed; or 'I do not hold a state license'. */
export function StateLicensesStep(props: EnrollmentStepProps) {
  const { t } = useTranslation();
  const config: LicenseLookupConfig = {
    type: 'state_license',
    noneKey: key('licenses', 'has_no_license_state'),
    wording: {
      intro: 'enroll.state-licenses.intro',
      legend: 'enroll.state-licenses.legend',
      none: 'enroll.state-licenses.none',
      nothingFound: 'enroll.state-licenses.nothing-found',
    },
    lookup: (input) => findStateLicenses(t, input),
  };
  return <LicenseLookupStep {...props} config={config} />;
}

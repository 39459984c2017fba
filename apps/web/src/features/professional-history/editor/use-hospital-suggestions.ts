import { HOSPITAL_QUERY_MIN, HOSPITAL_SEARCH_DEBOUNCE_MS } from '@credence/shared';
import type { HospitalData } from '@credence/shared';
import { useLatestSuggestions } from '#web/lib/suggestions/use-latest-suggestions';
import { searchHospitals } from '../api/hospitals';

/** A hospital of the directory as the combobox lists it. */
export interface HospitalOption {
  id: string;
  description: string;
  hospital: HospitalData;
}

export const describeHospital = (hospital: HospitalData): string =>
  `${hospital.institution}, ${hospital.address_line1}, ${hospital.address_city}, ${hospital.address_state} ${hospital.address_zip}`;

/**
 * Hospitals of the CMS directory while the name or street is typed (decision 044): asked
 * HOSPITAL_SEARCH_DEBOUNCE_MS after the last key, latest answer wins (useLatestSuggestions). A failed search
 * shows no suggestions and says so: the hospital can always be typed.
 */
export function useHospitalSuggestions(search = searchHospitals) {
  return useLatestSuggestions<HospitalOption>({
    search: async (text, init) =>
      (await search(text, init)).map((hospital) => ({
        id: hospital.hospital_id,
        description: describeHospital(hospital),
        hospital,
      })),
    minLength: HOSPITAL_QUERY_MIN,
    debounceMs: HOSPITAL_SEARCH_DEBOUNCE_MS,
  });
}

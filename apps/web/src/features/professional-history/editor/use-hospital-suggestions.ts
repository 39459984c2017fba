import { HOSPITAL_QUERY_MIN, HOSPITAL_SEARCH_DEBOUNCE_MS } from '@credence/shared';
import type { HospitalData } from '@credence/shared';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '#web/lib/api-client';
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
 * HOSPITAL_SEARCH_DEBOUNCE_MS after the last key, and only the latest request's answer is used (an older one
 * still in flight is cancelled and, should it arrive anyway, ignored). A failed search shows no suggestions
 * and says so: the hospital can always be typed.
 */
export function useHospitalSuggestions(search = searchHospitals) {
  const [suggestions, setSuggestions] = useState<HospitalOption[]>([]);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const cancel = () => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    latest.current += 1;
  };

  return {
    suggestions,
    failed,
    search: (text: string) => {
      cancel();
      const typed = text.trim();
      if (typed.length < HOSPITAL_QUERY_MIN) {
        setSuggestions([]);
        return;
      }
      timer.current = setTimeout(() => {
        const request = ++latest.current;
        const controller = new AbortController();
        inFlight.current = controller;
        search(typed, { signal: controller.signal }).then(
          (found) => {
            if (request !== latest.current) return;
            setFailed(false);
            setSuggestions(
              found.map((hospital) => ({
                id: hospital.hospital_id,
                description: describeHospital(hospital),
                hospital,
              })),
            );
          },
          (error: unknown) => {
            if (request !== latest.current || controller.signal.aborted) return;
            if (!isApiError(error)) console.error(error);
            setFailed(true);
            setSuggestions([]);
          },
        );
      }, HOSPITAL_SEARCH_DEBOUNCE_MS);
    },
    clear: () => {
      cancel();
      setSuggestions([]);
    },
  };
}

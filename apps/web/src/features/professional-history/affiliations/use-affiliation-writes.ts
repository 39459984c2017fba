import type { AffiliationAnswer } from '@credence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  affiliationsQueryKey,
  createAffiliation,
  deleteAffiliation,
  saveAffiliationAnswer,
  updateAffiliation,
} from '../api/affiliations';
import type { AffiliationToSave } from '../api/affiliations';
import { progressStepsQueryKey } from '../api/progress-steps';

/** The affiliations step's changes; after each one the affiliations and the step progress are read again. */
export function useAffiliationWrites(appReqId: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await change();
      await Promise.all([
        queryClient.refetchQueries({ queryKey: affiliationsQueryKey(appReqId) }),
        queryClient.invalidateQueries({ queryKey: progressStepsQueryKey(appReqId) }),
      ]);
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    /** POST a new affiliation (a 409 counts as saved) or PUT an edited one (a 404 is ignored): 000 §8. */
    save: (entry: AffiliationToSave, create: boolean) =>
      run(() => (create ? createAffiliation(appReqId, entry) : updateAffiliation(appReqId, entry))),
    /** DELETE (a 404 is ignored). */
    remove: (id: string) => run(() => deleteAffiliation(id)),
    /** PUT the answer to whether there are affiliations to list. */
    answer: (answer: AffiliationAnswer) => run(() => saveAffiliationAnswer(answer)),
  };
}

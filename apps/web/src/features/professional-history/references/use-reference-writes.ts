import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { progressStepsQueryKey } from '../api/progress-steps';
import { deleteReference, referencesQueryKey, saveReference } from '../api/references';
import type { ReferenceToSave } from '../api/references';

/** The references step's changes; after each one the references and the step progress are read again. */
export function useReferenceWrites(appReqId: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await change();
      await Promise.all([
        queryClient.refetchQueries({ queryKey: referencesQueryKey(appReqId) }),
        queryClient.invalidateQueries({ queryKey: progressStepsQueryKey(appReqId) }),
      ]);
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    /** POST the reference, new or edited (its id decides). */
    save: (reference: ReferenceToSave) => run(() => saveReference(appReqId, reference)),
    /** DELETE (a 404 is ignored). */
    remove: (id: string) => run(() => deleteReference(id)),
  };
}

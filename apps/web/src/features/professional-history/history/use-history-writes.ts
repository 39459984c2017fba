import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dismissPrefill, prefillQueryKey } from '../api/prefill';
import { progressStepsQueryKey } from '../api/progress-steps';
import { createEntry, deleteEntry, updateEntry, workHistoryQueryKey } from '../api/work-history';
import type { EntryToSave } from '../api/work-history';

/**
 * The history step's changes. After each one the work history (its gaps and completeness), the resume's
 * prefill (a confirmed position leaves it) and the step progress are read again from the server.
 */
export function useHistoryWrites(appReqId: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const reload = () =>
    Promise.all([
      queryClient.refetchQueries({ queryKey: workHistoryQueryKey(appReqId) }),
      queryClient.refetchQueries({ queryKey: prefillQueryKey }),
      queryClient.invalidateQueries({ queryKey: progressStepsQueryKey(appReqId) }),
    ]);

  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await change();
      await reload();
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    /** POST a new entry (a 409 counts as saved) or PUT an edited one (a 404 is ignored): 000 §8. */
    save: (entry: EntryToSave, create: boolean) =>
      run(() => (create ? createEntry(appReqId, entry) : updateEntry(appReqId, entry))),
    /** DELETE (a 404 is ignored). */
    remove: (id: string) => run(() => deleteEntry(id)),
    /** DELETE the prefill: the resume's positions not added are dismissed. */
    dismiss: () => run(() => dismissPrefill()),
  };
}

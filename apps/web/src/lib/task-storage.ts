/**
 * 000 §4 device storage of the tasks: the next sign-and-submit slug in local storage (the dashboard and the
 * task pages both write it), and the active supplementary task of each organization in session storage (it
 * belongs to this tab only). Guarded: storage may be unavailable (private browsing, quota).
 */
export const NEXT_SIGN_AND_SUBMIT_KEY = 'credence.next-sign-and-submit';
/** One entry per subscriber group: `credence.supplementary-task.<group id>`. */
export const SUPPLEMENTARY_TASK_KEY_PREFIX = 'credence.supplementary-task.';

type Store = 'localStorage' | 'sessionStorage';

function read(store: Store, key: string): string | null {
  try {
    return window[store].getItem(key);
  } catch {
    return null;
  }
}

function write(store: Store, key: string, value: string | null): void {
  try {
    if (value === null) window[store].removeItem(key);
    else window[store].setItem(key, value);
  } catch {
    // Without storage the flow starts from the first task instead.
  }
}

export const nextSignAndSubmit = {
  read: () => read('localStorage', NEXT_SIGN_AND_SUBMIT_KEY),
  save: (slug: string | null) => write('localStorage', NEXT_SIGN_AND_SUBMIT_KEY, slug),
};

export const activeSupplementaryTask = {
  read: (group: string) => read('sessionStorage', SUPPLEMENTARY_TASK_KEY_PREFIX + group),
  save: (group: string, taskId: string | null) =>
    write('sessionStorage', SUPPLEMENTARY_TASK_KEY_PREFIX + group, taskId),
};

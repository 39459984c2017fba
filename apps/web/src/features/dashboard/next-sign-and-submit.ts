/**
 * 000 §4: the next sign-and-submit slug is kept on the device, so the sign-and-submit flow can pick up where
 * the dashboard points. Guarded: storage may be unavailable (private browsing, quota).
 */
export const NEXT_SIGN_AND_SUBMIT_KEY = 'credence.next-sign-and-submit';

export const nextSignAndSubmit = {
  read(): string | null {
    try {
      return window.localStorage.getItem(NEXT_SIGN_AND_SUBMIT_KEY);
    } catch {
      return null;
    }
  },
  save(slug: string | null): void {
    try {
      if (slug === null) window.localStorage.removeItem(NEXT_SIGN_AND_SUBMIT_KEY);
      else window.localStorage.setItem(NEXT_SIGN_AND_SUBMIT_KEY, slug);
    } catch {
      // Without storage the flow starts from the first sign-and-submit task instead.
    }
  },
};

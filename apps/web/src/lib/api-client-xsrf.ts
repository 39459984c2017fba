import { XSRF_TIMEOUT_MS } from '@credence/shared';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const XSRF_PATH = '/api/xsrf';

/** The token the server set in its cookie; null when there is none yet (or it expired). */
export function readXsrfCookie(cookie: string = document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === XSRF_COOKIE) {
      const value = rest.join('=');
      try {
        return value ? decodeURIComponent(value) : null;
      } catch {
        return value;
      }
    }
  }
  return null;
}

/**
 * GET /api/xsrf so the server sets a fresh cookie. It gives up after XSRF_TIMEOUT_MS (001 §7/§9) so a
 * state-changing call never hangs on it; the call then goes without and the server's 403 says why.
 */
export async function fetchXsrfCookie(
  fetchFn: typeof fetch,
  headers: Record<string, string>,
): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), XSRF_TIMEOUT_MS);
  try {
    await fetchFn(XSRF_PATH, {
      method: 'GET',
      headers,
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
  }
  return readXsrfCookie();
}

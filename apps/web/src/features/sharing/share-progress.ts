import { SHARE_PROGRESS_MAX_AGE_MS, shareProgressKey, shareProgressSchema } from '@credence/shared';
import type { ShareProgress } from '@credence/shared';

// 000 §1 and §4: the share flow keeps its progress (a timestamp and the questions answered) on the device, in
// local storage, one entry per subscription. Progress older than 45 days (000 §9 data expiration) is dropped;
// a completed share clears it.

export function readShareProgress(subscriptionId: string, now = Date.now()): ShareProgress | null {
  try {
    const raw = window.localStorage.getItem(shareProgressKey(subscriptionId));
    if (!raw) return null;
    const parsed = shareProgressSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || now - parsed.data.timestamp > SHARE_PROGRESS_MAX_AGE_MS) {
      window.localStorage.removeItem(shareProgressKey(subscriptionId));
      return null;
    }
    return parsed.data;
  } catch {
    return null;
  }
}

export function saveShareProgress(subscriptionId: string, progress: Omit<ShareProgress, 'timestamp'>) {
  try {
    window.localStorage.setItem(
      shareProgressKey(subscriptionId),
      JSON.stringify({ ...progress, timestamp: Date.now() }),
    );
  } catch {
    // Storage full or blocked: the flow still works, only without resuming.
  }
}

export function clearShareProgress(subscriptionId: string) {
  try {
    window.localStorage.removeItem(shareProgressKey(subscriptionId));
  } catch {
    // Nothing to clear.
  }
}

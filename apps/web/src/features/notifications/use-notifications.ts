import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../../lib/auth';
import { notificationCenter, type NotificationsSnapshot } from './notification-center';

/** The live notifications and connection state; holds the connection open while signed in and shown. */
export function useNotifications(): NotificationsSnapshot & { remove: (id: number) => Promise<void> } {
  const signedIn = useAuth().status === 'signed-in';
  useEffect(() => (signedIn ? notificationCenter.acquire() : undefined), [signedIn]);
  const snapshot = useSyncExternalStore(notificationCenter.subscribe, notificationCenter.getSnapshot);
  return { ...snapshot, remove: notificationCenter.remove };
}

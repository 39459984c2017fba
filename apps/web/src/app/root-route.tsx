import { Outlet } from 'react-router';
import { AuthNavigator, useAuth } from '../lib/auth';
import { supportChat, useSupportChatSession } from '../lib/support-chat';
import { DocumentTitle } from './document-title';

/** Above every layout: what each page needs whatever its layout is. */
// The chat boots a few seconds after sign-in so it never competes with the first page (decision 012).
const SUPPORT_CHAT_BOOT_DELAY_MS = 3000;

function SupportChatSession() {
  const { status, user } = useAuth();
  const profile = user?.profile;
  const chatUser =
    status === 'signed-in' && profile
      ? { user_id: profile.sub, email: profile.email, name: profile.name }
      : null;
  useSupportChatSession(supportChat, chatUser, SUPPORT_CHAT_BOOT_DELAY_MS);
  return null;
}

export function RootRoute() {
  return (
    <>
      <DocumentTitle />
      <AuthNavigator />
      <SupportChatSession />
      <Outlet />
    </>
  );
}

/** Shown for the instant the first page's loader runs; the pages have nothing worth a spinner yet. */
export function HydrateFallback() {
  return null;
}

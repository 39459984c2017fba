import {
  REQUIRED_SIGN_IN_ACTION,
  actorMayDo,
  isSafeRedirect,
  paths,
  postLoginDestination,
} from '@credence/shared';
import { api } from '../../lib/api-client';
import type { ApiClient } from '../../lib/api-client';
import { loginRedirect } from '../../lib/auth';
import type { AuthSession, SignInState } from '../../lib/auth';
import { linkNetworkAccount, networkConnectionOf } from './api/account-link';
import { getConsentForms, hasRequiredConsentOutstanding } from './api/consent-forms';
import { getPersonalInfo } from '../../lib/personal-info';
import { markEnrollmentInProgress, recordLogin } from './api/session-events';

/** Where the callback page goes next; null when the session is being signed out (the provider takes over). */
export type PostLoginOutcome = { to: string; signInFailed?: boolean } | null;

interface PostLoginDeps {
  session: AuthSession;
  /** The callback URL with the provider's answer (code and state, or error). */
  url: URL;
  client?: ApiClient;
}

/**
 * /callback and /saml (000 §2): complete the sign-in, check the actor may stay signed in, record the login,
 * then route by the post-login order of the shared `postLoginDestination`.
 */
async function run({ session, url, client = api }: PostLoginDeps): Promise<PostLoginOutcome> {
  const result = await session.completeSignIn(url.href);
  if (!result.ok) return failedSignIn(result.state);

  try {
    // 000 §2: a professional-network account is linked first; until then the API knows no user for it.
    const connection = await networkConnectionOf(session.getSnapshot().user?.profile.sub, client);
    if (connection && !(await linkNetworkAccount(client))) {
      // 001 §4: the session is cleared (in this browser only) and the failure has its own page.
      await session.endLocally({ clearStorage: true });
      return { to: paths.v3Error(connection) };
    }
    // The session's XSRF token; the wait is bounded (4 s) and a failure is retried on the first 403.
    await client.refreshXsrf();
    await session.requestActors();
    const actor = session.getSnapshot().currentActor;
    // Organization staff (issue 18, decision 045) hold no clinician action: their page is the console,
    // where the administrator login of 001 §1 leads. A reload's silent sign-in goes back to the page.
    if (!actorMayDo(actor, REQUIRED_SIGN_IN_ACTION) && actorMayDo(actor, 'view_roster')) {
      const back =
        result.state.silent && isSafeRedirect(result.state.returnTo) ? result.state.returnTo : null;
      loginRedirect.clear();
      return { to: back ?? paths.admin() };
    }
    if (!actorMayDo(actor, REQUIRED_SIGN_IN_ACTION)) {
      await session.signOut('access-denied');
      return null;
    }
    // A reload's silent re-authorization: the user was already signed in, so straight back to the page.
    if (result.state.silent) {
      return { to: isSafeRedirect(result.state.returnTo) ? result.state.returnTo : paths.actionCenter() };
    }
    await recordLogin(client);
    const [personalInfo, consentForms] = await Promise.all([
      getPersonalInfo(client),
      getConsentForms(client),
    ]);
    const destination = postLoginDestination({
      inviteId: result.state.inviteId,
      query: url.search,
      requiredConsentOutstanding: hasRequiredConsentOutstanding(consentForms),
      enrollmentStatus: personalInfo.enrollment_status,
      forceEnroll: personalInfo.force_enroll ?? false,
      savedRedirect: loginRedirect.read(),
    });
    if (destination.setEnrollmentInProgress) await markEnrollmentInProgress(client);
    loginRedirect.clear();
    return { to: destination.path };
  } catch (error) {
    // 000 §8: a login failure sends the user to /; half a session must not stay behind.
    console.error(error);
    await session.endLocally();
    return { to: paths.login(), signInFailed: true };
  }
}

function failedSignIn(state: SignInState): PostLoginOutcome {
  // A failed prompt=none (login_required and the like) is no error for the user: they simply sign in again,
  // and come back to the page they were on.
  if (state.silent) {
    if (state.returnTo) loginRedirect.save(state.returnTo);
    return { to: paths.login() };
  }
  return { to: paths.login(), signInFailed: true };
}

// One run per callback URL: React's strict mode runs effects twice, and the sign-in state is single use.
const runs = new WeakMap<AuthSession, Map<string, Promise<PostLoginOutcome>>>();

export function completePostLogin(deps: PostLoginDeps): Promise<PostLoginOutcome> {
  let bySession = runs.get(deps.session);
  if (!bySession) runs.set(deps.session, (bySession = new Map()));
  let outcome = bySession.get(deps.url.href);
  if (!outcome) bySession.set(deps.url.href, (outcome = run(deps)));
  return outcome;
}

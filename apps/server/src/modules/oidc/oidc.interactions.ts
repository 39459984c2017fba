import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../../config';
import { prepareRawRequest } from './oidc.bridge';
import { WEB_CLIENT_ID } from './oidc.client';

export type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** The interaction named by the URL, if the browser's interaction cookie still points at it. */
export async function findInteraction(
  provider: Provider,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  uid: string,
): Promise<Interaction | null> {
  try {
    const interaction = await provider.interactionDetails(prepareRawRequest(request, config), reply.raw);
    return interaction.uid === uid ? interaction : null;
  } catch {
    return null;
  }
}

/** Records who signed in; answers the provider URL the browser continues at. */
export async function finishLogin(
  provider: Provider,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
): Promise<string> {
  return provider.interactionResult(prepareRawRequest(request, config), reply.raw, {
    login: { accountId, remember: false },
  });
}

/**
 * The web app is our own first-party client, so it gets no consent screen: whatever it asked for within
 * its registered scopes is granted here.
 */
export async function grantFirstPartyConsent(
  provider: Provider,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  interaction: Interaction,
): Promise<string | null> {
  const { params, session, prompt, grantId } = interaction;
  if (params.client_id !== WEB_CLIENT_ID || !session?.accountId) return null;
  const grant =
    (grantId ? await provider.Grant.find(grantId) : undefined) ??
    new provider.Grant({ accountId: session.accountId, clientId: WEB_CLIENT_ID });
  const details = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const savedId = await grant.save();
  return provider.interactionResult(
    prepareRawRequest(request, config),
    reply.raw,
    { consent: { grantId: savedId } },
    { mergeWithLastSubmission: true },
  );
}

import { translate } from '@credence/shared';
import type { Interaction } from '../oidc/oidc.interactions';
import { enabledConnection, startOrganizationSignIn, type SamlDeps } from './saml.service';

export interface OrganizationSignIn {
  /** The organization's IdP, carrying our AuthnRequest. */
  redirectTo?: string;
  /** Shown above the password form when the organization named has no sign-in of its own. */
  notice?: string;
}

/**
 * An authorization request with `organization=<slug>` (the login entry's '/?organization=slug') skips the
 * password page and goes to that organization's IdP. Only for the login prompt: consent and the rest
 * carry on as for any sign-in.
 */
export async function organizationSignIn(
  deps: SamlDeps,
  interaction: Interaction,
): Promise<OrganizationSignIn> {
  const slug = interaction.params.organization;
  if (slug === undefined || interaction.prompt.name !== 'login') return {};
  const connection = await enabledConnection(deps, slug);
  if (!connection) return { notice: translate('auth.organization.unavailable') };
  return { redirectTo: await startOrganizationSignIn(deps, { connection, uid: interaction.uid }) };
}

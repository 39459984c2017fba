/**
 * Whether an application requirement asks for the identity steps: `application_config.identity_check` (the
 * identity-check step, POST /api/id_check) and `application_config.identity_verification` (document
 * verification, POST /api/id_verify), both booleans, false when absent. GET /api/app_req/id_verification and
 * GET /api/provider_type/filtered answer them under the same names.
 */
export interface IdentityRequirement {
  identity_check: boolean;
  identity_verification: boolean;
}

export function identityRequirementOf(
  config: Record<string, unknown> | null | undefined,
): IdentityRequirement {
  return {
    identity_check: config?.identity_check === true,
    identity_verification: config?.identity_verification === true,
  };
}

/** A person subscribed to several requirements goes through a step when any of them asks for it. */
export function combinedIdentityRequirement(
  configs: readonly (Record<string, unknown> | null | undefined)[],
): IdentityRequirement {
  const each = configs.map(identityRequirementOf);
  return {
    identity_check: each.some((requirement) => requirement.identity_check),
    identity_verification: each.some((requirement) => requirement.identity_verification),
  };
}

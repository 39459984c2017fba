/**
 * The professional-network provider of the journeys: the port it listens on (E2E_PORT + 1) and the
 * NETWORK_* variables the app server gets when E2E_NETWORK=1 (read by playwright.config.ts).
 */
export const NETWORK_CLIENT = { id: 'credence', secret: 'network-client-secret-for-journeys' } as const;

export const networkProviderPort = (appPort = Number(process.env.E2E_PORT ?? 3100)) => appPort + 1;

export function networkServerEnv(appPort?: number): Record<string, string> {
  return {
    NETWORK_OIDC_ISSUER: `http://127.0.0.1:${networkProviderPort(appPort)}`,
    NETWORK_OIDC_CLIENT_ID: NETWORK_CLIENT.id,
    NETWORK_OIDC_CLIENT_SECRET: NETWORK_CLIENT.secret,
    NETWORK_NAME: 'LinkedIn',
    NETWORK_CONNECTION: 'linkedin',
  };
}

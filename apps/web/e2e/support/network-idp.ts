import { startNetworkProvider, type NetworkProvider } from '../../../server/test/helpers/network-provider';
import { NETWORK_CLIENT, networkProviderPort } from './network-env';

/**
 * The server suite's second local OpenID Provider, for a browser: on E2E_PORT + 1, with its login form
 * (email, names, an "email verified" box, Continue or Cancel). The journey starts and stops it.
 */
export function startNetworkIdp(appPort = Number(process.env.E2E_PORT ?? 3100)): Promise<NetworkProvider> {
  return startNetworkProvider({
    port: networkProviderPort(appPort),
    redirectUri: `http://localhost:${appPort}/auth/network/callback`,
    clientId: NETWORK_CLIENT.id,
    clientSecret: NETWORK_CLIENT.secret,
  });
}

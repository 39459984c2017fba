import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Adapter, type AdapterPayload } from 'oidc-provider';

/**
 * A second, local OpenID Provider standing in for the professional network (LinkedIn and the like):
 * another oidc-provider on 127.0.0.1, one confidential client for Credence, and a login that signs in
 * whoever `nextLogin` names, cancels, or (for people in a browser) shows a small form.
 */
export interface UpstreamUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface NetworkProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next login signs in; 'cancel' answers access_denied; null shows the form. */
  nextLogin: UpstreamUser | 'cancel' | null;
  close(): Promise<void>;
}

/** The env that points Credence at this provider. */
export const networkEnv = (upstream: NetworkProvider, connection = 'linkedin', name = 'LinkedIn') => ({
  NETWORK_OIDC_ISSUER: upstream.issuer,
  NETWORK_OIDC_CLIENT_ID: upstream.clientId,
  NETWORK_OIDC_CLIENT_SECRET: upstream.clientSecret,
  NETWORK_CONNECTION: connection,
  NETWORK_NAME: name,
});

function memoryAdapter() {
  const store = new Map<string, AdapterPayload>();
  return class MemoryAdapter implements Adapter {
    constructor(readonly name: string) {}
    private key = (id: string) => `${this.name}:${id}`;
    async upsert(id: string, payload: AdapterPayload) {
      store.set(this.key(id), payload);
      if (payload.uid) store.set(`${this.name}:uid:${payload.uid}`, payload);
    }
    async find(id: string) {
      return store.get(this.key(id));
    }
    async findByUid(uid: string) {
      return store.get(`${this.name}:uid:${uid}`);
    }
    async findByUserCode() {
      return undefined;
    }
    async consume(id: string) {
      const payload = store.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId() {}
  };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginForm(uid: string) {
  const field = (name: string, label: string, value: string) =>
    `<p><label for="${name}">${label}</label><br><input id="${name}" name="${name}" value="${value}"></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Network sign-in</title></head>
<body><main><h1>Professional network sign-in</h1>
<form method="post" action="/interaction/${escape(uid)}/login">
${field('email', 'Email', '')}${field('given_name', 'Given name', 'Riley')}${field('family_name', 'Family name', 'Morgan')}
<p><input id="email_verified" name="email_verified" type="checkbox" value="true" checked>
<label for="email_verified">Email verified</label></p>
<button type="submit">Continue</button></form>
<form method="post" action="/interaction/${escape(uid)}/cancel"><button type="submit">Cancel</button></form>
</main></body></html>`;
}

async function readForm(req: IncomingMessage) {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body);
}

export async function startNetworkProvider({
  redirectUri,
  port = 0,
  clientId = 'credence',
  clientSecret = 'network-client-secret-for-tests',
}: {
  redirectUri: string;
  port?: number;
  clientId?: string;
  clientSecret?: string;
}): Promise<NetworkProvider> {
  const accounts = new Map<string, UpstreamUser>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'network-1', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['network-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: (_ctx, sub) => {
      const user = accounts.get(sub);
      return user ? { accountId: sub, claims: async () => ({ ...user }) } : undefined;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
  });
  const upstream: NetworkProvider = {
    issuer,
    clientId,
    clientSecret,
    nextLogin: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const login = (req: IncomingMessage, res: ServerResponse, user: UpstreamUser) => {
    accounts.set(user.sub, user);
    return provider.interactionFinished(req, res, { login: { accountId: user.sub } });
  };
  const cancel = (req: IncomingMessage, res: ServerResponse) =>
    provider.interactionFinished(req, res, {
      error: 'access_denied',
      error_description: 'End-User aborted interaction',
    });

  async function interaction(req: IncomingMessage, res: ServerResponse, action: string | undefined) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'consent') {
      const grant = new provider.Grant({ accountId: details.session!.accountId, clientId });
      grant.addOIDCScope('openid email profile');
      return provider.interactionFinished(
        req,
        res,
        { consent: { grantId: await grant.save() } },
        {
          mergeWithLastSubmission: true,
        },
      );
    }
    if (action === 'cancel') return cancel(req, res);
    if (action === 'login') {
      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      return login(req, res, {
        sub: `member-${Buffer.from(email).toString('hex').slice(0, 24) || 'anonymous'}`,
        ...(email ? { email } : {}),
        email_verified: form.get('email_verified') === 'true',
        given_name: form.get('given_name') ?? '',
        family_name: form.get('family_name') ?? '',
      });
    }
    const next = upstream.nextLogin;
    if (next === 'cancel') return cancel(req, res);
    if (next) return login(req, res, next);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginForm(details.uid));
  }

  const callback = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([^/?]+)(?:\/(login|cancel))?/.exec(req.url ?? '');
    if (!match) return void callback(req, res);
    interaction(req, res, match[2]).catch((error: unknown) => {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(String((error as Error).message));
    });
  });
  return upstream;
}

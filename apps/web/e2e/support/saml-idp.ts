import { createServer, type Server } from 'node:http';
import {
  buildResponse,
  encodeResponse,
  readAuthnRequest,
  signAssertion,
  TEST_IDP,
} from '../../../server/test/helpers/saml-response';

export const samlIdpPort = () => Number(process.env.E2E_SAML_IDP_PORT ?? 4100);
/** Also the IdP's entity id: the demo seed defaults DEMO_SAML_IDP_ISSUER to the entry point URL. */
export const samlIdpUrl = () => `http://127.0.0.1:${samlIdpPort()}/sso`;

export interface TestIdp {
  /** Who the next answers are for, and whether to sign them with a key the organization never gave us. */
  user: { email: string; firstName: string; lastName: string };
  signWithWrongKey: boolean;
  close(): Promise<void>;
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A tiny local SAML IdP for the journeys (127.0.0.1 only): it answers our AuthnRequest (HTTP-Redirect)
 * at once, without a login form, with a page that posts a signed Response for the fixed test user to the
 * ACS the request named, as a real IdP's page would after the person signed in there.
 */
export async function startTestIdp(expectedOrigin: string): Promise<TestIdp> {
  const idp: Omit<TestIdp, 'close'> = {
    user: { email: 'demo.clinician@credence.test', firstName: 'Jordan', lastName: 'Rivera' },
    signWithWrongKey: false,
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', samlIdpUrl());
    if (url.pathname !== '/sso') {
      response.writeHead(404).end();
      return;
    }
    const seen = readAuthnRequest(url.href);
    // Only our own server's ACS: the page posts whatever it is given there.
    if (!seen.acsUrl.startsWith(`${expectedOrigin}/auth/saml/`) || !seen.id) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('unexpected AuthnRequest');
      return;
    }
    const xml = buildResponse({
      issuer: samlIdpUrl(),
      inResponseTo: seen.id,
      audience: seen.issuer,
      acsUrl: seen.acsUrl,
      ...idp.user,
    });
    const signed = idp.signWithWrongKey
      ? signAssertion(xml, TEST_IDP.wrongKey, TEST_IDP.wrongCert)
      : signAssertion(xml);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><title>Test identity provider</title></head>
<body onload="document.forms[0].submit()">
<form method="post" action="${escape(seen.acsUrl)}">
<input type="hidden" name="SAMLResponse" value="${escape(encodeResponse(signed))}">
<input type="hidden" name="RelayState" value="${escape(seen.relayState)}">
<noscript><button type="submit">Continue</button></noscript>
</form></body></html>`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(samlIdpPort(), '127.0.0.1', () => resolve());
  });
  return Object.assign(idp, {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

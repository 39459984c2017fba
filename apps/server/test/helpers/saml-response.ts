import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';

/**
 * A test SAML identity provider's half of the protocol: read our AuthnRequest, build a Response around
 * an Assertion, and sign the assertion with xml-crypto as a real IdP would. Keys are the test-only
 * fixtures in test/fixtures/saml (see the README there). The browser journeys use it too.
 */
const fixture = (name: string) => readFileSync(new URL(`../fixtures/saml/${name}`, import.meta.url), 'utf8');

export const TEST_IDP = {
  key: fixture('idp-key.pem'),
  cert: fixture('idp-cert.pem'),
  certFile: new URL('../fixtures/saml/idp-cert.pem', import.meta.url).pathname,
  /** Another key pair: what an attacker or a misconfigured IdP would sign with. */
  wrongKey: fixture('wrong-key.pem'),
  wrongCert: fixture('wrong-cert.pem'),
};

export interface AuthnRequestSeen {
  id: string;
  issuer: string;
  acsUrl: string;
  forceAuthn: boolean;
  relayState: string;
}

/** Decodes the HTTP-Redirect binding: SAMLRequest is deflated, base64 XML; RelayState rides beside it. */
export function readAuthnRequest(location: string): AuthnRequestSeen {
  const url = new URL(location);
  const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString(
    'utf8',
  );
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(xml)?.[1] ?? '';
  return {
    id: attribute('ID'),
    issuer: /<saml:Issuer[^>]*>([^<]*)<\/saml:Issuer>/.exec(xml)?.[1] ?? '',
    acsUrl: attribute('AssertionConsumerServiceURL'),
    forceAuthn: attribute('ForceAuthn') === 'true',
    relayState: url.searchParams.get('RelayState') ?? '',
  };
}

export interface AssertionOptions {
  issuer: string;
  inResponseTo: string;
  /** Our entity id, as the request's Issuer named it. */
  audience: string;
  acsUrl: string;
  email: string;
  firstName?: string;
  lastName?: string;
  /** Validity window, relative to now in milliseconds. */
  notBeforeMs?: number;
  notOnOrAfterMs?: number;
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const id = () => `_${randomBytes(16).toString('hex')}`;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

export function buildResponse(options: AssertionOptions): string {
  const { notBeforeMs = -60_000, notOnOrAfterMs = 5 * 60_000 } = options;
  const now = at(0);
  const attribute = (name: string, value?: string) =>
    value === undefined
      ? ''
      : `<saml:Attribute Name="${name}"><saml:AttributeValue>${escape(value)}</saml:AttributeValue></saml:Attribute>`;
  const issuer = `<saml:Issuer>${escape(options.issuer)}</saml:Issuer>`;
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ` +
    `ID="${id()}" Version="2.0" IssueInstant="${now}" Destination="${escape(options.acsUrl)}" InResponseTo="${escape(options.inResponseTo)}">` +
    issuer +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion ID="${id()}" Version="2.0" IssueInstant="${now}">` +
    issuer +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escape(options.email)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData InResponseTo="${escape(options.inResponseTo)}" Recipient="${escape(options.acsUrl)}" NotOnOrAfter="${at(notOnOrAfterMs)}"/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${at(notBeforeMs)}" NotOnOrAfter="${at(notOnOrAfterMs)}">` +
    `<saml:AudienceRestriction><saml:Audience>${escape(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${now}" SessionIndex="${id()}"><saml:AuthnContext>` +
    `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
    `</saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement>${attribute('email', options.email)}${attribute('firstName', options.firstName)}${attribute('lastName', options.lastName)}</saml:AttributeStatement>` +
    `</saml:Assertion></samlp:Response>`
  );
}

const ASSERTION = "//*[local-name(.)='Assertion']";

/** Enveloped RSA-SHA256 signature over the assertion, placed after its Issuer as the schema wants. */
export function signAssertion(xml: string, key = TEST_IDP.key, cert = TEST_IDP.cert): string {
  const signer = new SignedXml({
    privateKey: key,
    publicCert: cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signer.addReference({
    xpath: ASSERTION,
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
  });
  signer.computeSignature(xml, {
    prefix: 'ds',
    location: { reference: `${ASSERTION}/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signer.getSignedXml();
}

export const encodeResponse = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');

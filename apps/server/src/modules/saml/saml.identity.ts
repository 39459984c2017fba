import { isValidEmail } from '@credence/shared';
import type { Profile } from '@node-saml/node-saml';
import { SamlRefused } from './saml.errors';
import type { SamlConnection } from './saml.repository';

const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export interface AssertedIdentity {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

type XmlNode = { $?: Record<string, string>; [child: string]: unknown };
const children = (node: unknown, name: string): XmlNode[] => {
  const value = (node as Record<string, unknown> | undefined)?.[name];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
};

/** The Destination on the Response element itself (outside the signed assertion, so only a cross-check). */
function responseDestination(responseXml: string): string | null {
  const root = /<(?:[\w.-]+:)?Response\b([^>]*)>/.exec(responseXml);
  const match = root ? /\bDestination\s*=\s*(["'])(.*?)\1/.exec(root[1] ?? '') : null;
  return match ? match[2]!.replaceAll('&amp;', '&') : null;
}

/**
 * Checks node-saml leaves to its caller, all on the signed assertion: it comes from the configured IdP,
 * and it was addressed to this organization's ACS (SubjectConfirmationData Recipient, and the Response's
 * Destination when present).
 */
export function checkAddressing(profile: Profile, connection: SamlConnection, acsUrl: string) {
  if (profile.issuer !== connection.idp_issuer) throw new SamlRefused('wrong-issuer');
  const assertion = (profile.getAssertion?.() as { Assertion?: unknown } | undefined)?.Assertion;
  const recipients = children(assertion, 'Subject')
    .flatMap((subject) => children(subject, 'SubjectConfirmation'))
    .flatMap((confirmation) => children(confirmation, 'SubjectConfirmationData'))
    .map((data) => data.$?.Recipient);
  if (recipients.length === 0 || recipients.some((recipient) => recipient !== acsUrl))
    throw new SamlRefused('wrong-recipient');
  const destination = responseDestination(profile.getSamlResponseXml?.() ?? '');
  if (destination !== null && destination !== acsUrl) throw new SamlRefused('wrong-recipient');
}

const text = (value: unknown): string | null => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim().slice(0, 320) : null;
};

/** The person the IdP vouches for, read through the connection's attribute mapping. */
export function assertedIdentity(profile: Profile, connection: SamlConnection): AssertedIdentity {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  const nameId = text(profile.nameID);
  const fromNameId =
    profile.nameIDFormat === EMAIL_NAME_ID || (nameId && isValidEmail(nameId)) ? nameId : null;
  const email = (text(attributes[connection.email_attribute]) ?? fromNameId)?.toLowerCase();
  if (!email || !isValidEmail(email)) throw new SamlRefused('no-email');
  return {
    email,
    firstName: text(attributes[connection.first_name_attribute])?.slice(0, 100) ?? null,
    lastName: text(attributes[connection.last_name_attribute])?.slice(0, 100) ?? null,
  };
}

import { z } from 'zod';
import type { Config } from '../../config';

const optionalText = z.string().min(1).optional();

/**
 * The professional-network provider's variables, spread into the server's config schema. All optional:
 * with none set the feature is off (docs/decisions/010-professional-network-sign-in.md).
 */
export const networkConfigShape = {
  NETWORK_OIDC_ISSUER: z.url().optional(),
  NETWORK_OIDC_CLIENT_ID: optionalText,
  NETWORK_OIDC_CLIENT_SECRET: optionalText,
  /** Shown to people: 'Sign in with {name}'. Defaults to the connection. */
  NETWORK_NAME: z.string().min(1).max(60).optional(),
  /** The `connection` query value and the subject prefix; it also names /v3/{connection}-error. */
  NETWORK_CONNECTION: z
    .string()
    .regex(/^[a-z][a-z0-9]{1,30}$/, 'must be 2 to 31 lower-case letters or digits, starting with a letter')
    .optional(),
};

export interface NetworkSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
  connection: string;
}

const REQUIRED = [
  'NETWORK_OIDC_ISSUER',
  'NETWORK_OIDC_CLIENT_ID',
  'NETWORK_OIDC_CLIENT_SECRET',
  'NETWORK_CONNECTION',
] as const;

/** Null when the feature is off; a half-configured provider stops the start with the missing names. */
export function networkSettings(config: Config): NetworkSettings | null {
  const missing = REQUIRED.filter((name) => !config[name]);
  if (missing.length === REQUIRED.length) return null;
  if (missing.length)
    throw new Error(`Professional-network sign-in is half configured: set ${missing.join(', ')}`);
  const issuer = new URL(config.NETWORK_OIDC_ISSUER!);
  // Plain http is for a provider on this machine (tests, development) only.
  if (issuer.protocol !== 'https:' && config.NODE_ENV === 'production')
    throw new Error('NETWORK_OIDC_ISSUER must be an https:// URL in production');
  return {
    issuer: config.NETWORK_OIDC_ISSUER!,
    clientId: config.NETWORK_OIDC_CLIENT_ID!,
    clientSecret: config.NETWORK_OIDC_CLIENT_SECRET!,
    connection: config.NETWORK_CONNECTION!,
    name: config.NETWORK_NAME ?? config.NETWORK_CONNECTION!,
  };
}

/** The local account id of a federated session: `${connection}|${upstream subject}`. */
export const federatedAccountId = (connection: string, subject: string) => `${connection}|${subject}`;

/** The upstream subject of a federated account id of this connection, or null. */
export function federatedSubjectOf(connection: string | undefined, accountId: string): string | null {
  if (!connection || !accountId.startsWith(`${connection}|`)) return null;
  const subject = accountId.slice(connection.length + 1);
  return subject === '' ? null : subject;
}

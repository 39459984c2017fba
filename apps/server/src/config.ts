import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { adapterConfigShape } from './adapters/config';
import { samlConfigShape } from './modules/saml/saml.config';
import { networkConfigShape } from './modules/network/network.config';
import { exclusionsConfigShape } from './modules/exclusions/exclusions.config';
import { blockListOf } from './lib/ip-networks';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_ORIGIN: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  SEED_DEMO: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * On SIGTERM, how long readiness answers 503 before the port closes (0: close at once). Behind a load
   * balancer set it to a little more than its health-check interval; it counts within SHUTDOWN_GRACE_MS.
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /** How often this instance runs queued verification jobs (0: never, e.g. an instance that only serves pages). */
  VERIFICATION_JOB_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
  /** How often a monitoring pass (re-checks, expiry reminders) runs. */
  MONITORING_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .default(60 * 60 * 1000),
  /** Who may read GET /metrics: comma-separated networks (CIDR or addresses); others get 404 (issue 19). */
  METRICS_ALLOWED_NETWORKS: z
    .string()
    .default('127.0.0.1/32,::1/128')
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((networks) => {
      try {
        blockListOf(networks);
        return true;
      } catch {
        return false;
      }
    }, 'must be IP networks such as 10.0.0.0/8 or ::1/128, separated by commas'),
  /** When set, /metrics also wants `Authorization: Bearer <this>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Sessions and tokens (docs/decisions/007-sessions-and-tokens.md).
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  /** A JSON Web Key Set with private signing keys; generated once and kept in the key file when unset. */
  OIDC_JWKS: z
    .string()
    .transform((text, ctx) => {
      try {
        const parsed = JSON.parse(text) as { keys?: unknown };
        if (Array.isArray(parsed.keys) && parsed.keys.length > 0)
          return parsed as { keys: Record<string, unknown>[] };
      } catch {
        // reported below without echoing the value
      }
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object with a non-empty "keys" array' });
      return z.NEVER;
    })
    .optional(),
  /** Signs cookies and XSRF tokens; generated once and kept in the key file ($DATA_DIR/secrets.json) when unset. */
  COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Encrypts sensitive profile values at rest (SSN, date of birth, DEA and CDS numbers): 32 bytes as 64 hex
   * characters or base64/base64url. Generated once and kept in the key file when unset (decision 025).
   */
  DATA_ENCRYPTION_KEY: z
    .string()
    .refine((text) => decodeDataKey(text) !== null, 'must be 32 bytes as 64 hex characters or base64')
    .optional(),
  /** Keys DATA_ENCRYPTION_KEY replaced, comma-separated: they open old values until the re-seal job moves them. */
  DATA_ENCRYPTION_KEY_PREVIOUS: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine(
      (keys) => keys.every((text) => decodeDataKey(text) !== null),
      'must be keys of 32 bytes (64 hex characters or base64), separated by commas',
    )
    .optional(),
  // E-mail: SMTP when set, otherwise the email_outbox table (npm run outbox).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Credence <no-reply@credence.test>'),
  // Attempts allowed per window before sign-in, sign-up and password reset answer 429.
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  // Registry look-ups (NPPES, Nursys, FSMB) per account per window, then 429; address suggestions get 10x.
  RATE_LIMIT_LOOKUPS_PER_ACCOUNT: z.coerce.number().int().min(1).default(30),
  // OpenID4VP (decision 054): origins of verifiers the server may post to over plain http and on a private or
  // loopback address — a local verifier in development and tests only. Empty in production: https and a
  // public address only.
  OID4VP_HTTP_ORIGINS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
        .map((origin) => new URL(origin).origin),
    ),
  // Support chat identity verification; off unless both are set.
  SUPPORT_CHAT_APP_ID: z.string().min(1).optional(),
  SUPPORT_CHAT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // Document storage (lib/storage; decision 038): a folder under DATA_DIR unless DOCUMENT_S3_BUCKET is set.
  DOCUMENT_STORAGE_DIR: z.string().min(1).optional(),
  DOCUMENT_S3_BUCKET: z.string().min(3).max(63).optional(),
  DOCUMENT_S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible endpoint (MinIO, Ceph, R2…); AWS's own when unset. */
  DOCUMENT_S3_ENDPOINT: z.url().optional(),
  DOCUMENT_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Both or neither; unset, the SDK's default chain (AWS_* variables, an instance role) is used. */
  DOCUMENT_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  DOCUMENT_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // External sources (adapters/config.ts): all optional; without a base URL each runs on shipped sample data.
  ...adapterConfigShape,
  // The demo organization's SAML identity provider (modules/saml/saml.config.ts); off unless set.
  ...samlConfigShape,
  // Professional-network sign-in (modules/network): all optional; off unless configured.
  ...networkConfigShape,
  // Exclusion lists (modules/exclusions): where each is fetched from; unset, the shipped samples.
  ...exclusionsConfigShape,
});

/** The 32 key bytes of DATA_ENCRYPTION_KEY (hex or base64/base64url), or null when it is not that. */
export function decodeDataKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}={0,1}$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64')
      : null;
  return bytes?.length === 32 ? bytes : null;
}

/** Every environment variable the server reads (the container files' lint checks they set only these). */
export const configVariableNames: readonly string[] = Object.keys(configSchema.shape);

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_ORIGIN'> & { PUBLIC_ORIGIN: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once at start; a bad variable stops the server with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = configSchema.safeParse(relevant);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      // Secrets could sit in DATABASE_URL, so the value itself is never echoed.
      return `  ${name}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return { ...config, PUBLIC_ORIGIN: config.PUBLIC_ORIGIN ?? `http://${shownHost}:${config.PORT}` };
}

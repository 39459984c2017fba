import type { FastifyServerOptions } from 'fastify';

/**
 * Paths whose values must never reach a log: credentials, session material and personal data.
 * Request bodies are not logged at all; these paths guard anything logged by hand.
 */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'req.headers["x-actor"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.ssn',
  '*.social_security',
  '*.date_of_birth',
  '*.dea',
  '*.dea_number',
  '*.cds_number',
  // A DEA or CDS record of the licenses list keeps its number here (decision 025).
  '*.license_number',
  '*.token',
  '*.email',
  '*.phone_number',
];

/** Query values can carry tokens (verification links, claim hashes); only the names are logged. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const names = [...new Set(params.keys())].map((name) => `${name}=[redacted]`);
  return `${url.slice(0, queryAt)}?${names.join('&')}`;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; id: string; ip?: string }) {
        return { id: request.id, method: request.method, url: redactUrl(request.url) };
      },
    },
  };
}

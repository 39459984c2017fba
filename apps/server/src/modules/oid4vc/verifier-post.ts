import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';

// The one place the server sends something to a URL an outsider chose: an OpenID4VP verifier's response_uri
// (decision 054, the SSRF rule). Only https, on the default or a named port; every address the name resolves
// to must be public (no loopback, private, link-local, unique-local, CGNAT, multicast or unspecified), checked
// in the socket's own lookup, so a name cannot resolve to a public address for the check and a private one for
// the connection. No redirects followed, 5 s for the whole exchange, at most 64 KiB read back. The origins in
// OID4VP_HTTP_ORIGINS (a local verifier in development and tests) may use http and a private address.

export const VERIFIER_TIMEOUT_MS = 5_000;
export const VERIFIER_MAX_RESPONSE_BYTES = 64 * 1024;

export class VerifierUrlRefused extends Error {
  constructor(readonly reason: string) {
    super(`verifier url refused: ${reason}`);
    this.name = 'VerifierUrlRefused';
  }
}

const v4 = (address: string) => address.split('.').map(Number) as [number, number, number, number];

/** True for an address a verifier on the internet cannot have. */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const [a, b] = v4(address);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return isPrivateAddress(mapped[1]!);
  return (
    lower === '::' ||
    lower === '::1' ||
    lower.startsWith('fc') ||
    lower.startsWith('fd') ||
    lower.startsWith('fe8') ||
    lower.startsWith('fe9') ||
    lower.startsWith('fea') ||
    lower.startsWith('feb') ||
    lower.startsWith('ff')
  );
}

/** Whether the server may post to `url` at all (before any connection); throws VerifierUrlRefused. */
export function checkVerifierUrl(url: string, httpOrigins: readonly string[]): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new VerifierUrlRefused('not-a-url');
  }
  if (parsed.username || parsed.password) throw new VerifierUrlRefused('credentials-in-url');
  const listed = httpOrigins.includes(parsed.origin);
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && listed))
    throw new VerifierUrlRefused('not-https');
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (
    !listed &&
    (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isPrivateAddress(host)))
  )
    throw new VerifierUrlRefused('private-address');
  return parsed;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A socket lookup that refuses a name resolving to any private address. */
function publicOnlyLookup(hostname: string, options: object, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses as LookupAddress[];
    if (list.length === 0 || list.some((entry) => isPrivateAddress(entry.address)))
      return callback(
        Object.assign(new Error('verifier resolves to a private address'), { code: 'EPRIVATE' }),
        [],
      );
    const all = (options as { all?: boolean }).all;
    if (all) return callback(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
}

export interface VerifierAnswer {
  status: number;
  body: string;
}

/** Posts a form to the verifier under the rule above; answers its status and (capped) body. */
export function postForm(
  url: string,
  form: Record<string, string>,
  httpOrigins: readonly string[],
): Promise<VerifierAnswer> {
  const target = checkVerifierUrl(url, httpOrigins);
  const listed = httpOrigins.includes(target.origin);
  const payload = new URLSearchParams(form).toString();
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(payload),
          accept: 'application/json',
        },
        timeout: VERIFIER_TIMEOUT_MS,
        ...(listed ? {} : { lookup: publicOnlyLookup as never }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > VERIFIER_MAX_RESPONSE_BYTES) {
            request.destroy(new VerifierUrlRefused('answer-too-large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    const timer = setTimeout(() => request.destroy(new VerifierUrlRefused('timeout')), VERIFIER_TIMEOUT_MS);
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => request.destroy(new VerifierUrlRefused('timeout')));
    request.on('error', reject);
    request.end(payload);
  });
}

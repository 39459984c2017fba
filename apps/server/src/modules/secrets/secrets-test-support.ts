import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { loadConfig } from '../../config';
import type { KeyProvider, SecretMaterial } from './secrets.service';

export const newDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'credence-keys-'));
export const configFor = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });

/** HMAC-SHA256 of `label` under `secret`: how every derived key is made from the cookie secret. */
export const hmac = (secret: string, label: string) => createHmac('sha256', secret).update(label).digest();

export async function signingKeySet(kid: string): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  return { keys: [{ ...(await exportJWK(privateKey)), alg: 'ES256', use: 'sig', kid }] };
}

export const provider = (material: Partial<SecretMaterial>): KeyProvider => ({
  name: 'test-vault',
  load: async () => material,
});

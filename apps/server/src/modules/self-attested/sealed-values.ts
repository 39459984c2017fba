import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { DataKeyRing } from '../secrets/secrets.service';

/**
 * A profile value encrypted at rest (AES-256-GCM). The key id lets keys rotate; the owner and the key
 * (`user|section|field`) are the additional authenticated data, so a sealed value copied to another person or
 * another field does not open.
 */
export interface SealedValue {
  $sealed: 'aes-256-gcm';
  kid: string;
  iv: string;
  tag: string;
  data: string;
}

export function isSealedValue(value: unknown): value is SealedValue {
  const sealed = value as Partial<SealedValue> | null;
  return (
    typeof sealed === 'object' &&
    sealed !== null &&
    sealed.$sealed === 'aes-256-gcm' &&
    typeof sealed.kid === 'string' &&
    typeof sealed.iv === 'string' &&
    typeof sealed.tag === 'string' &&
    typeof sealed.data === 'string'
  );
}

const aadOf = (userId: string, key: string) => Buffer.from(`${userId}\0${key}`, 'utf8');

export function sealValue(
  ring: DataKeyRing,
  owner: { userId: string; key: string },
  value: unknown,
): SealedValue {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv);
  cipher.setAAD(aadOf(owner.userId, owner.key));
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return {
    $sealed: 'aes-256-gcm',
    kid: ring.current.id,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

/** The clear value; throws when the key is unknown or the value was tampered with or moved. */
export function openValue(
  ring: DataKeyRing,
  owner: { userId: string; key: string },
  sealed: SealedValue,
): unknown {
  const key = ring.byId(sealed.kid);
  if (!key) throw new Error(`sealed value: unknown key id ${sealed.kid}`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(aadOf(owner.userId, owner.key));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  const clear = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
  return JSON.parse(clear.toString('utf8')) as unknown;
}

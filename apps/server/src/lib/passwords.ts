import { hash, verify } from '@node-rs/argon2';

// Argon2id with the library's defaults (m=19 MiB, t=2, p=1), the OWASP minimum for interactive logins.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

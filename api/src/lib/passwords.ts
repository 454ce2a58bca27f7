// argon2id password hashes (@node-rs/argon2 defaults: m=19456 KiB, t=2).
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is ambient const, so its value is written here.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

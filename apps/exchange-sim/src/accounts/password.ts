import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto), a per-user 16-byte random salt
 * and a 64-byte key. Default cost N = 2^15, r = 8, p = 1 (32 MiB, ~0.1–0.3 s on
 * this machine); tests pass a lower N. The parameters are stored with the hash
 * (`scrypt$N$r$p$salt$key`, base64), so the cost can be raised later without
 * breaking existing hashes. Comparison is constant-time.
 */
export type ScryptCost = { N: number; r: number; p: number };
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 1 << 15, r: 8, p: 1 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  const actual = await derive(password, salt, { N, r, p });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password, verified against when the user does not exist,
 * so "unknown user" and "wrong password" take the same time.
 */
export async function decoyHash(cost: ScryptCost): Promise<string> {
  return hashPassword(randomBytes(18).toString('base64'), cost);
}

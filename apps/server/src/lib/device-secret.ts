import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device secrets are 256 random bits, so a fast hash is as safe as a slow one and keeps thousands of
 * robots reconnecting at once cheap (argon2 at ~11 ms each would cost minutes of CPU).
 */
export const newDeviceSecret = () => randomBytes(32).toString('base64url');
export const hashDeviceSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
export const deviceSecretMatches = (secret: string, hash: string) => {
  const a = Buffer.from(hashDeviceSecret(secret), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};

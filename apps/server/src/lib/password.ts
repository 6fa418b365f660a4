import { hash, verify } from '@node-rs/argon2';
import { randomInt } from 'node:crypto';

/** Argon2id: the package exports it as an ambient const enum, which isolated modules cannot read. */
const ARGON2ID = 2;
const OPTS = { algorithm: ARGON2ID } as const;

export const hashPassword = (plain: string) => hash(plain, OPTS);

/** Never throws: a malformed stored hash is a failed verification. */
export const verifyPassword = async (stored: string, plain: string) => {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
};

/** A hash of a random string, verified against when an account does not exist, so timing tells nothing. */
let dummyHash: Promise<string> | undefined;
export const dummyVerify = async (plain: string) => {
  dummyHash ??= hashPassword(`dummy-${randomInt(1e9)}`);
  await verifyPassword(await dummyHash, plain);
  return false;
};

const pick = (set: string) => set[randomInt(set.length)]!;

/** A random password that satisfies the spec §5 rules (16 characters, all four classes). */
export const generatePassword = () => {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*-_=+?'];
  const chars = sets.map(pick);
  const all = sets.join('');
  while (chars.length < 16) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
};

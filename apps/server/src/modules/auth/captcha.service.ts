import { eq, lt } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';

const TTL_MS = 5 * 60_000;
const digest = (answer: string) => createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');

export const createCaptcha = async (db: Db) => {
  const c = svgCaptcha.create({ size: 4, noise: 3, ignoreChars: '0oO1ilI', color: true, background: '#f5f5f5' });
  const captchaId = randomBytes(16).toString('hex');
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await db.insert(captchas).values({ id: captchaId, answerHash: digest(c.text), expiresAt: new Date(Date.now() + TTL_MS) });
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`, text: c.text };
};

/** Single use: the code is consumed whether the answer was right or not. */
export const consumeCaptcha = async (db: Db, captchaId: string | undefined, answer: string | undefined) => {
  if (!captchaId || !answer) return false;
  const [row] = await db.delete(captchas).where(eq(captchas.id, captchaId)).returning();
  return !!row && row.expiresAt.getTime() > Date.now() && row.answerHash === digest(answer);
};

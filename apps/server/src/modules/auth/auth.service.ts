import {
  LOGIN_CAPTCHA_AFTER,
  LOGIN_LOCK_AFTER,
  LOGIN_LOCK_MINUTES,
  type Lang,
  type TLoginBody,
  type TLoginResult,
  type TResetPasswordBody,
} from '@fleet/contracts';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { ADMIN_ACCOUNT, nameSeededRowsIn } from '../../db/seed';
import { AppError } from '../../lib/app-error';
import { dummyVerify, hashPassword, verifyPassword } from '../../lib/password';
import { recordOperation } from '../../lib/audit';
import { hashToken, type AuditContext, type SessionContext } from '../../lib/session';
import { findUserByAccount, findUserById, hasSignedInBefore, setPassword } from './auth.repository';
import { consumeCaptcha } from './captcha.service';
import { clearAttempts, getAttempts, isLocked, reserveAttempt } from './login-attempts.repository';
import { createSession, revokeSession, revokeUserSessions } from './session.repository';

const RULES = { captchaAfter: LOGIN_CAPTCHA_AFTER, lockAfter: LOGIN_LOCK_AFTER, lockMinutes: LOGIN_LOCK_MINUTES };

/**
 * Sign-in. Failures are counted per account name whether or not the account exists, and every
 * answer has the same shape, so nothing tells an attacker which accounts exist. Each password check
 * is reserved first (`reserveAttempt`, one statement), so simultaneous guesses are counted one by
 * one and an attempt past the captcha threshold without a solved captcha never reaches the check.
 */
/** `lang`: the language the client named (Accept-Language), if any. */
export const login = async (db: Db, audit: AuditContext, body: TLoginBody, lang: Lang | undefined): Promise<TLoginResult> => {
  const key = body.account.trim().toLowerCase();
  const offered = !!body.captchaId && !!body.captcha;
  const captchaSolved = offered && (await consumeCaptcha(db, body.captchaId, body.captcha));
  const attempt = await reserveAttempt(db, key, { ...RULES, captchaSolved });
  if (attempt === null) {
    if (isLocked(await getAttempts(db, key))) throw new AppError('ACCOUNT_LOCKED', { data: { captchaRequired: true } });
    throw new AppError(offered ? 'CAPTCHA_WRONG' : 'CAPTCHA_REQUIRED', { data: { captchaRequired: true } });
  }
  const user = await findUserByAccount(db, body.account);
  const ok = user ? await verifyPassword(user.passwordHash, body.password) : await dummyVerify(body.password);
  // A disabled account answers exactly as a wrong password does: the right password tells nothing.
  if (!user || !ok || !user.enabled) {
    // A refusal changes nothing to record it with (the attempt was counted before the check).
    await recordOperation(db, {
      audit,
      action: 'auth.login',
      result: 'failure',
      target: body.account,
      actor: { userId: user?.id ?? null, account: body.account, orgId: user?.orgId ?? null },
    });
    if (attempt >= LOGIN_LOCK_AFTER) throw new AppError('ACCOUNT_LOCKED', { data: { captchaRequired: true } });
    throw new AppError('BAD_CREDENTIALS', { data: { captchaRequired: attempt >= LOGIN_CAPTCHA_AFTER } });
  }
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await clearAttempts(tx, key);
    // The first administrator's first sign-in names the seeded rows in the language it was made in.
    if (lang && user.account === ADMIN_ACCOUNT && !(await hasSignedInBefore(tx, user.id))) await nameSeededRowsIn(tx, lang);
    await revokeUserSessions(tx, user.id, 'replaced');
    await createSession(tx, { tokenHash: hashToken(token), userId: user.id, ip: audit.ip });
    await recordOperation(tx, {
      audit,
      action: 'auth.login',
      result: 'success',
      target: user.account,
      actor: { userId: user.id, account: user.account, orgId: user.orgId },
    });
  });
  return { token, isFirstLogin: user.isFirstLogin };
};

export const logout = (db: Db, audit: AuditContext, session: SessionContext) =>
  db.transaction(async (tx) => {
    await revokeSession(tx, session.tokenHash, 'logout');
    await recordOperation(tx, { audit, action: 'auth.logout', result: 'success', target: session.account });
  });

/**
 * Changing the own password ends the first-login restriction and every other session of the user;
 * the current one stays so the client can sign out normally.
 */
export const resetOwnPassword = async (db: Db, audit: AuditContext, session: SessionContext, body: TResetPasswordBody) => {
  const user = await findUserById(db, session.userId);
  if (!user) throw new AppError('SESSION_GONE');
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
    throw new AppError('OLD_PASSWORD_WRONG', { fields: [{ path: 'oldPassword', code: 'errors.OLD_PASSWORD_WRONG' }] });
  }
  if (body.oldPassword === body.newPassword) {
    throw new AppError('PASSWORD_REUSED', { fields: [{ path: 'newPassword', code: 'errors.PASSWORD_REUSED' }] });
  }
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await setPassword(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, 'password', session.tokenHash);
    await recordOperation(tx, { audit, action: 'auth.resetPassWord', result: 'success', target: user.account });
  });
};

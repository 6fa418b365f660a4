import {
  LOGIN_CAPTCHA_AFTER,
  LOGIN_LOCK_AFTER,
  LOGIN_LOCK_MINUTES,
  type TLoginBody,
  type TLoginResult,
  type TResetPasswordBody,
} from '@fleet/contracts';
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { dummyVerify, hashPassword, verifyPassword } from '../../lib/password';
import { recordOperation } from '../../plugins/audit';
import { hashToken, type SessionContext } from '../../plugins/auth';
import { findUserByAccount, findUserById, setPassword } from './auth.repository';
import { consumeCaptcha } from './captcha.service';
import { addFailure, clearAttempts, getAttempts, restartAfterLock } from './login-attempts.repository';
import { createSession, revokeSession, revokeUserSessions } from './session.repository';

/**
 * Sign-in. Failures are counted per account name whether or not the account exists, and every
 * answer has the same shape, so nothing tells an attacker which accounts exist.
 */
export const login = async (db: Db, req: FastifyRequest, body: TLoginBody): Promise<TLoginResult> => {
  const key = body.account.trim().toLowerCase();
  let attempts = await getAttempts(db, key);
  if (attempts?.lockedUntil) {
    if (attempts.lockedUntil.getTime() > Date.now()) throw new AppError('ACCOUNT_LOCKED', { data: { captchaRequired: true } });
    await restartAfterLock(db, key, LOGIN_CAPTCHA_AFTER);
    attempts = { ...attempts, failures: LOGIN_CAPTCHA_AFTER, lockedUntil: null };
  }
  if ((attempts?.failures ?? 0) >= LOGIN_CAPTCHA_AFTER) {
    if (!body.captchaId || !body.captcha) throw new AppError('CAPTCHA_REQUIRED', { data: { captchaRequired: true } });
    if (!(await consumeCaptcha(db, body.captchaId, body.captcha))) {
      throw new AppError('CAPTCHA_WRONG', { data: { captchaRequired: true } });
    }
  }
  const user = await findUserByAccount(db, body.account);
  const ok = user ? await verifyPassword(user.passwordHash, body.password) : await dummyVerify(body.password);
  if (!user || !ok) {
    const row = await addFailure(db, key, LOGIN_LOCK_AFTER, LOGIN_LOCK_MINUTES);
    await recordOperation(db, {
      req, action: 'auth.login', result: 'failure', target: body.account,
      actor: { userId: user?.id ?? null, account: body.account, orgId: user?.orgId ?? null },
    });
    if (row.lockedUntil && row.lockedUntil.getTime() > Date.now()) {
      throw new AppError('ACCOUNT_LOCKED', { data: { captchaRequired: true } });
    }
    throw new AppError('BAD_CREDENTIALS', { data: { captchaRequired: row.failures >= LOGIN_CAPTCHA_AFTER } });
  }
  if (!user.enabled) throw new AppError('SESSION_GONE');
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await clearAttempts(tx, key);
    await revokeUserSessions(tx, user.id, 'replaced');
    await createSession(tx, { tokenHash: hashToken(token), userId: user.id, ip: req.ip });
    await recordOperation(tx, {
      req, action: 'auth.login', result: 'success', target: user.account,
      actor: { userId: user.id, account: user.account, orgId: user.orgId },
    });
  });
  return { token, isFirstLogin: user.isFirstLogin };
};

export const logout = (db: Db, req: FastifyRequest, session: SessionContext) =>
  db.transaction(async (tx) => {
    await revokeSession(tx, session.tokenHash, 'logout');
    await recordOperation(tx, { req, action: 'auth.logout', result: 'success', target: session.account });
  });

/**
 * Changing the own password ends the first-login restriction and every other session of the user;
 * the current one stays so the client can sign out normally.
 */
export const resetOwnPassword = async (db: Db, req: FastifyRequest, session: SessionContext, body: TResetPasswordBody) => {
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
    await recordOperation(tx, { req, action: 'auth.resetPassWord', result: 'success', target: user.account });
  });
};

import { ErrorCode, LOGIN_LOCK_AFTER } from '@fleet/contracts';
import { eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAttempts, operationLog, sessions, users } from '../../db/schema';
import * as passwordModule from '../../lib/password';
import { createUserWithCodes } from '../../../test/fixtures';
import { ADMIN_PASSWORD, call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { createCaptcha } from './captcha.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attempt = (body: Record<string, unknown>, lang = 'en') =>
  call<{ token: string; isFirstLogin: boolean; captchaRequired?: boolean }>(t.app, 'POST', 'user-service/auth/login', { body, lang });

describe('POST user-service/auth/login', () => {
  it('signs in with the right password and stores only a hash of the ≥128-bit token', async () => {
    const r = await attempt({ account: 'admin', password: ADMIN_PASSWORD });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expect(r.body.data.isFirstLogin).toBe(false);
    expect(Buffer.from(r.body.data.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const raw = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, r.body.data.token));
    expect(raw).toHaveLength(0);
    const hashed = createHash('sha256').update(r.body.data.token).digest('hex');
    expect(await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashed))).toHaveLength(1);
  });

  it('answers a wrong password and an unknown account identically, in the caller language', async () => {
    const wrong = await attempt({ account: 'admin', password: 'Nope#12345' }, 'en');
    const unknown = await attempt({ account: 'ghost-user', password: 'Nope#12345' }, 'en');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: 'Incorrect account or password', data: { captchaRequired: false } });
    expect(unknown.body).toEqual(wrong.body);
    const zh = await attempt({ account: 'ghost-user2', password: 'x' }, 'zh-CN,zh;q=0.9');
    expect(zh.body.msg).toBe('账号或密码错误');
    const ja = await attempt({ account: 'ghost-user3', password: 'x' }, 'ja');
    expect(ja.body.msg).toBe('アカウントまたはパスワードが正しくありません');
  });

  it('names the missing field', async () => {
    const r = await attempt({ password: 'x' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.VALIDATION);
    expect((r.body.data as unknown as { fields: { path: string }[] }).fields[0]!.path).toBe('account');
  });

  it('asks for a captcha after 3 failures, then locks the account for 15 minutes after 10', async () => {
    const { account, password } = await createUserWithCodes(t.database.db, []);
    for (let i = 1; i <= 3; i++) {
      const r = await attempt({ account, password: 'Wrong#pass1' });
      expect(r.body.code).toBe(ErrorCode.BAD_CREDENTIALS);
      expect(r.body.data.captchaRequired).toBe(i >= 3);
    }
    const noCaptcha = await attempt({ account, password });
    expect(noCaptcha.body.code).toBe(ErrorCode.CAPTCHA_REQUIRED);
    const c1 = await createCaptcha(t.database.db);
    const badCaptcha = await attempt({ account, password, captchaId: c1.captchaId, captcha: 'zzzz' });
    expect(badCaptcha.body.code).toBe(ErrorCode.CAPTCHA_WRONG);
    // A captcha is single use, even after a wrong answer.
    const reuse = await attempt({ account, password, captchaId: c1.captchaId, captcha: c1.text });
    expect(reuse.body.code).toBe(ErrorCode.CAPTCHA_WRONG);
    for (let i = 4; i <= 10; i++) {
      const c = await createCaptcha(t.database.db);
      const r = await attempt({ account, password: 'Wrong#pass1', captchaId: c.captchaId, captcha: c.text.toUpperCase() });
      expect(r.body.code).toBe(i < 10 ? ErrorCode.BAD_CREDENTIALS : ErrorCode.ACCOUNT_LOCKED);
    }
    const c = await createCaptcha(t.database.db);
    const locked = await attempt({ account, password, captchaId: c.captchaId, captcha: c.text });
    expect(locked.body.code).toBe(ErrorCode.ACCOUNT_LOCKED);
    // Once the lock has run out, the right password and captcha sign in.
    await t.database.db.execute(sql`update login_attempts set locked_until = now() - interval '1 second' where account_key = ${account}`);
    const c2 = await createCaptcha(t.database.db);
    const ok = await attempt({ account, password, captchaId: c2.captchaId, captcha: c2.text });
    expect(ok.body.code).toBe(0);
  });

  it('a new sign-in ends the older session, whose next call is told it was replaced', async () => {
    const first = await login(t.app);
    const second = await login(t.app);
    const old = await call(t.app, 'GET', 'user-service/user/userinfo/getOwnDetail', { token: first });
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ code: ErrorCode.LOGGED_IN_ELSEWHERE, msg: 'User already logged in on another device' });
    const fresh = await call(t.app, 'GET', 'user-service/user/userinfo/getOwnDetail', { token: second });
    expect(fresh.body.code).toBe(0);
  });

  it('records successful and failed sign-ins in the operation log', async () => {
    const rows = await t.database.db.select().from(operationLog).where(eq(operationLog.action, 'auth.login'));
    expect(rows.some((r) => r.result === 'success' && r.account === 'admin')).toBe(true);
    expect(rows.some((r) => r.result === 'failure')).toBe(true);
  });

  it('answers a disabled account exactly as a wrong password, right password or not, and counts both as failures', async () => {
    const { account, password } = await createUserWithCodes(t.database.db, [], { enabled: false });
    const right = await attempt({ account, password });
    const wrong = await attempt({ account, password: 'Wrong#pass1' });
    expect(right.status).toBe(400);
    expect(right.body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: 'Incorrect account or password', data: { captchaRequired: false } });
    expect(wrong.body).toEqual(right.body);
    const [row] = await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.accountKey, account));
    expect(row!.failures).toBe(2);
  });
});

describe('POST user-service/auth/login under simultaneous guesses', () => {
  /**
   * Guesses for one account sent at once, the right password last. Every request queues its
   * statements on the same pool in the order sent (node-postgres hands out connections first come,
   * first served), so the last one is reserved after the others: the allowed attempts are spent by
   * then, which is the point — without the reservation every guess read "no failures" and was checked.
   */
  const burst = async (captchas: boolean) => {
    const { account, password, user } = await createUserWithCodes(t.database.db, []);
    const guesses = Array.from({ length: 99 }, (_, i) => `Wrong#guess${i}`).concat(password);
    const solved = captchas ? await Promise.all(guesses.map(() => createCaptcha(t.database.db))) : [];
    const checked = vi.spyOn(passwordModule, 'verifyPassword');
    try {
      const answers = await Promise.all(
        guesses.map((guess, i) => {
          const c = solved[i];
          return attempt({ account, password: guess, ...(c ? { captchaId: c.captchaId, captcha: c.text } : {}) });
        }),
      );
      const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      const [row] = await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.accountKey, account));
      return { codes: answers.map((a) => a.body.code), checks: checked.mock.calls.length, sessions: live.length, row: row! };
    } finally {
      checked.mockRestore();
    }
  };
  const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

  it('checks only 3 of 100 passwords sent at once without a captcha; the right one gets no token', async () => {
    const r = await burst(false);
    expect(r.checks).toBe(3);
    expect(r.sessions).toBe(0);
    expect(count(r.codes, ErrorCode.BAD_CREDENTIALS)).toBe(3);
    expect(count(r.codes, ErrorCode.CAPTCHA_REQUIRED)).toBe(97);
    expect(r.row.failures).toBe(3);
  });

  it('checks only 10 of 100 passwords sent at once with solved captchas, then locks: the right one gets no token', async () => {
    const r = await burst(true);
    expect(r.checks).toBe(LOGIN_LOCK_AFTER);
    expect(r.sessions).toBe(0);
    expect(count(r.codes, 0)).toBe(0);
    expect(count(r.codes, ErrorCode.ACCOUNT_LOCKED)).toBe(100 - LOGIN_LOCK_AFTER + 1);
    expect(r.row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
  });
});

describe('POST user-service/auth/login rate limit', () => {
  it('answers 429 past the per-IP limit', async () => {
    const limited = await createTestApp({ loginRateLimit: 2 });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) {
        const r = await call(limited.app, 'POST', 'user-service/auth/login', { body: { account: 'x', password: 'y' } });
        codes.push([r.status, r.body.code]);
      }
      expect(codes[2]).toEqual([429, ErrorCode.RATE_LIMITED]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET user-service/auth/captcha', () => {
  it('serves an SVG image and an id, without a session', async () => {
    const r = await call<{ captchaId: string; image: string }>(t.app, 'GET', 'user-service/auth/captcha');
    expect(r.body.code).toBe(0);
    expect(r.body.data.captchaId).toMatch(/^[0-9a-f]{32}$/);
    expect(Buffer.from(r.body.data.image.split(',')[1]!, 'base64').toString()).toContain('<svg');
  });
});

describe('POST user-service/auth/logout', () => {
  it('ends the session: the token no longer works', async () => {
    const token = await login(t.app);
    expect((await call(t.app, 'POST', 'user-service/auth/logout', { token })).body.code).toBe(0);
    const after = await call(t.app, 'GET', 'user-service/user/userinfo/getOwnDetail', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(ErrorCode.UNAUTHENTICATED);
  });
});

describe('PUT user-service/auth/resetPassWord', () => {
  const path = 'user-service/auth/resetPassWord';
  it('refuses a wrong current password, a weak or mismatched new one, naming the field', async () => {
    const { account, password } = await createUserWithCodes(t.database.db, []);
    const token = await login(t.app, account, password);
    const wrongOld = await call(t.app, 'PUT', path, {
      token,
      body: { oldPassword: 'Bad#pass123', newPassword: 'New#pass1234', repeatPassword: 'New#pass1234' },
    });
    expect(wrongOld.body).toMatchObject({ code: ErrorCode.OLD_PASSWORD_WRONG, data: { fields: [{ path: 'oldPassword' }] } });
    const weak = await call(t.app, 'PUT', path, {
      token,
      body: { oldPassword: password, newPassword: 'weakpassword', repeatPassword: 'weakpassword' },
    });
    expect(weak.body).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: [{ path: 'newPassword', code: 'validation.passwordWeak' }] },
    });
    expect(weak.body.msg).toMatch(/^New password: /);
    const mismatch = await call(t.app, 'PUT', path, {
      token,
      body: { oldPassword: password, newPassword: 'New#pass1234', repeatPassword: 'New#pass12345' },
    });
    expect(mismatch.body).toMatchObject({ data: { fields: [{ path: 'repeatPassword', code: 'validation.passwordMismatch' }] } });
    expect(await login(t.app, account, password)).toBeTruthy();
  });

  it('changes the password, ends other sessions and lifts the first-login restriction', async () => {
    const { account, password, user } = await createUserWithCodes(t.database.db, [], { isFirstLogin: true });
    const r = await call<{ isFirstLogin: boolean }>(t.app, 'POST', 'user-service/auth/login', { body: { account, password } });
    expect(r.body.data.isFirstLogin).toBe(true);
    const token = (r.body.data as unknown as { token: string }).token;
    const blocked = await call(t.app, 'POST', 'user-service/user/userinfo/updateOwner', {
      token,
      body: { userName: 'X', phone: '', email: '' },
    });
    expect(blocked.status).toBe(400);
    expect(blocked.body.code).toBe(ErrorCode.PASSWORD_CHANGE_REQUIRED);
    expect((await call(t.app, 'GET', 'user-service/user/userinfo/getOwnDetail', { token })).body.code).toBe(0);
    const ok = await call(t.app, 'PUT', path, {
      token,
      body: { oldPassword: password, newPassword: 'Fresh#pass2026', repeatPassword: 'Fresh#pass2026' },
    });
    expect(ok.body.code).toBe(0);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isFirstLogin).toBe(false);
    expect(
      (await call(t.app, 'POST', 'user-service/user/userinfo/updateOwner', { token, body: { userName: 'Renamed', phone: '', email: '' } }))
        .body.code,
    ).toBe(0);
    const old = await attempt({ account, password });
    expect(old.body.code).toBe(ErrorCode.BAD_CREDENTIALS);
    expect(await login(t.app, account, 'Fresh#pass2026')).toBeTruthy();
  });
});

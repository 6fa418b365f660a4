import { describe, expect, it } from 'vitest';
import { LANGS } from './lang';
import { sharedCatalogues } from '../i18n';
import { ErrorCode, errorCodeName, errorHttpStatus, type ErrorCodeName } from './error-codes';

const names = Object.keys(ErrorCode) as ErrorCodeName[];
/** DISPLAY_LINK_ENDED is a wall display's credential gone: the display page shows it instead of signing anyone out. */
const SESSION_CODES: ErrorCodeName[] = ['SESSION_GONE', 'UNAUTHENTICATED', 'LOGGED_IN_ELSEWHERE', 'LOGIN_EXPIRED', 'DISPLAY_LINK_ENDED'];

describe('ErrorCode', () => {
  it('has distinct numbers', () => expect(new Set(Object.values(ErrorCode)).size).toBe(names.length));

  it('maps every number back to its name', () => {
    for (const name of names) expect(errorCodeName(ErrorCode[name])).toBe(name);
  });

  it('gives undefined for an unknown number', () => {
    expect(errorCodeName(12345)).toBeUndefined();
    expect(errorCodeName(-1)).toBeUndefined();
  });
});

describe('errorHttpStatus', () => {
  it('has a status for exactly the error codes', () => expect(Object.keys(errorHttpStatus).sort()).toEqual([...names].sort()));

  it('uses real HTTP statuses: 200 for OK only, 4xx or 5xx for the rest', () => {
    for (const name of names) {
      const status = errorHttpStatus[name];
      if (name === 'OK') expect(status).toBe(200);
      else expect(status >= 400 && status < 600, `${name} → ${status}`).toBe(true);
    }
  });

  it('keeps 401 and 403 for session problems, since the client logs out on either', () => {
    const sessionStatus = names.filter((n) => errorHttpStatus[n] === 401 || errorHttpStatus[n] === 403);
    expect(sessionStatus.sort()).toEqual([...SESSION_CODES].sort());
    expect(errorHttpStatus.PERMISSION_DENIED).toBe(400);
  });
});

describe('error texts', () => {
  it.each(LANGS)('every error code has a text in %s', (lang) => {
    const errors = sharedCatalogues[lang].errors as Record<string, unknown>;
    for (const name of names) {
      const text = errors[name];
      expect(typeof text === 'string' && text.trim().length > 0, `${lang} errors.${name}`).toBe(true);
    }
  });

  it.each(LANGS)('every HTTP status of spec §8 has a text in %s', (lang) => {
    const http = sharedCatalogues[lang].http as Record<string, string>;
    const keys = ['302', '400', '401', '403', '404', '406', '408', '410', '422', '500', '502', '503', '504', 'other', 'network'];
    for (const key of keys) {
      expect(http[key], `${lang} http.${key}`).toMatch(/\S/);
    }
  });

  it('uses the English wording of spec §8', () => {
    expect(sharedCatalogues.en.http['504']).toBe('Gateway timed out');
    expect(sharedCatalogues.en.http.network).toBe('Network Error');
    expect(sharedCatalogues.en.http.loginFailed).toBe('Service error, please try again later');
  });
});

import { describe, expect, it } from 'vitest';
import { routeInputs, walkSchema } from '../test/route-inputs';
import { LANGS } from '../common/lang';
import { fieldLabel, fieldMessage } from './field-message';

/** Every field name a route's body, query or params can refuse, at any depth. */
const fieldNames = () => {
  const names = new Set<string>();
  for (const input of routeInputs()) walkSchema(input.schema, input.part, (_node, _path, key) => key && names.add(key));
  return [...names];
};

describe('field labels', () => {
  const names = fieldNames();
  it('finds the fields of the routes', () => expect(names).toEqual(expect.arrayContaining(['deviceNumber', 'account', 'name'])));

  it.each(LANGS)('name every request field in %s, never by its API path', (lang) => {
    const missing = names.filter((n) => !fieldLabel(lang, n) || fieldLabel(lang, n) === `fields.${n}`);
    expect(missing).toEqual([]);
  });
});

describe('fieldMessage', () => {
  it('names the field in the language of the answer and fills the message values', () => {
    const err = { path: 'deviceNumber', code: 'errors.DEVICE_EXISTS', vars: { deviceNumber: 'YJ-40-00001' } };
    expect(fieldMessage('zh', err)).toBe('设备编号：YJ-40-00001 已被注册');
    expect(fieldMessage('en', err)).toBe('Device number: YJ-40-00001 is already registered');
    expect(fieldMessage('ja', err)).toBe('デバイス番号：YJ-40-00001 はすでに登録されています');
  });

  it('labels a nested or indexed path by its last field name', () => {
    expect(fieldMessage('en', { path: 'admin.account', code: 'validation.required' })).toBe('Account: This field is required');
    expect(fieldMessage('zh', { path: 'robotIds.3', code: 'validation.invalid' })).toBe('机器人：格式不正确');
  });

  it('gives the message alone for a path it cannot name', () => {
    expect(fieldMessage('en', { path: 'somethingElse', code: 'validation.required' })).toBe('This field is required');
    expect(fieldMessage('en', { path: '', code: 'validation.invalid' })).toBe('Invalid format');
  });

  it('lists the values of a closed set', () => {
    expect(fieldMessage('en', { path: 'cleanMode', code: 'validation.oneOf', values: ['cover', 'patrol'] })).toBe(
      'Cleaning mode: Must be one of: cover, patrol',
    );
  });
});

import type { TFieldError } from '../common/envelope';
import type { Lang } from '../common/lang';
import { translate } from './index';
import { fieldLabelsZh } from './field-labels.zh';

type FieldName = keyof (typeof fieldLabelsZh)['fields'];
const isFieldName = (s: string): s is FieldName => Object.hasOwn(fieldLabelsZh.fields, s);

/**
 * The user's name of a field path (`admin.account` → the account's label, `robotIds.3` → the robots'),
 * or null when the path names no field we label (then the message stands alone, never the raw path).
 */
export const fieldLabel = (lang: Lang, path: string): string | null => {
  const name =
    path
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? '';
  return isFieldName(name) ? translate(lang, `fields.${name}`) : null;
};

/** The text of one refused field: its message with the field's vars, and the values of a closed set. */
export const fieldErrorText = (lang: Lang, err: TFieldError): string =>
  translate(lang, err.code, { ...err.vars, ...(err.values ? { values: err.values.join(', ') } : {}) });

/** One sentence about a refused field that names it as the user knows it: "设备编号：此项为必填项". */
export const fieldMessage = (lang: Lang, err: TFieldError): string => {
  const message = fieldErrorText(lang, err);
  const field = fieldLabel(lang, err.path);
  return field ? translate(lang, 'fieldMessage', { field, message }) : message;
};

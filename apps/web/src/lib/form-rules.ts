import { validationKeyOf, type TFieldError } from '@fleet/contracts';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { i18n } from './i18n';
import { ApiError } from './request';

const samePath = (issuePath: readonly PropertyKey[], field: string | readonly string[]) => {
  const want = typeof field === 'string' ? [field] : field;
  return want.every((p, i) => issuePath[i] === p);
};

/**
 * An antd rule that validates the whole form with a contract schema and reports the issues of one
 * field, so cross-field refinements (repeat password) land on the right field. Issue messages are
 * validation keys of the shared catalogue, translated here. A nested field is named by its path
 * (`['admin', 'account']`), as antd names it.
 */
export const zodRule =
  (schema: z.ZodType, field: string | readonly string[]): Rule =>
  ({ getFieldsValue }) => ({
    validator: async () => {
      const result = schema.safeParse(getFieldsValue());
      if (result.success) return;
      const issue = result.error.issues.find((i) => samePath(i.path, field));
      if (issue) throw new Error(i18n.t(validationKeyOf(issue)));
    },
  });

/** Marks the fields a validation answer names (data.fields); returns false when there were none. */
export const applyFieldErrors = (form: FormInstance, err: unknown): boolean => {
  if (!(err instanceof ApiError)) return false;
  const fields = (err.data as { fields?: TFieldError[] } | null)?.fields;
  if (!fields?.length) return false;
  // Nested paths arrive dotted ('admin.account', 'components.1.model'); antd names them as arrays, a
  // Form.List line by its number (it matches names strictly: '1' is not 1).
  const nameOf = (path: string) => path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  form.setFields(fields.map((f) => ({ name: nameOf(f.path), errors: [i18n.t(f.code, { ...f.vars, values: f.values?.join(', ') })] })));
  return true;
};

/**
 * Like `zodRule`, but the form values are laid over `fill` (valid stand-ins for the fields this
 * rule is not about). Zod runs an object's refinements only once every field is valid, so a
 * cross-field rule of a contract (number prefix vs. simulated, hosting window) would otherwise stay
 * silent until the whole form is right; with stand-ins it reports as soon as its own fields are set.
 */
export const zodRefineRule =
  (schema: z.ZodType, field: string, fill: Record<string, unknown>): Rule =>
  ({ getFieldsValue }) => ({
    validator: async () => {
      const set = (v: unknown) => v != null && v !== '' && !(Array.isArray(v) && v.length === 0);
      const values = Object.fromEntries(Object.entries(getFieldsValue() as Record<string, unknown>).filter(([, v]) => set(v)));
      const result = schema.safeParse({ ...fill, ...values });
      if (result.success) return;
      const issue = result.error.issues.find((i) => samePath(i.path, field));
      if (issue) throw new Error(i18n.t(validationKeyOf(issue)));
    },
  });

import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { i18n } from './i18n';
import { ApiError } from './request';

/**
 * An antd rule that validates the whole form with a contract schema and reports the issues of one
 * field, so cross-field refinements (repeat password) land on the right field. Issue messages are
 * validation keys of the shared catalogue, translated here.
 */
export const zodRule =
  (schema: z.ZodType, field: string): Rule =>
  ({ getFieldsValue }) => ({
    validator: async () => {
      const result = schema.safeParse(getFieldsValue());
      if (result.success) return;
      const issue = result.error.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(i18n.t(issue.message));
    },
  });

/** Marks the fields a validation answer names (data.fields); returns false when there were none. */
export const applyFieldErrors = (form: FormInstance, err: unknown): boolean => {
  if (!(err instanceof ApiError)) return false;
  const fields = (err.data as { fields?: { path: string; code: string }[] } | null)?.fields;
  if (!fields?.length) return false;
  form.setFields(fields.map((f) => ({ name: f.path, errors: [i18n.t(f.code)] })));
  return true;
};

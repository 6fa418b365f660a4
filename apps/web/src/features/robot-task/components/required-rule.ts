import { V } from '@fleet/contracts';
import type { Rule } from 'antd/es/form';
import { i18n } from '../../../lib/i18n';

/**
 * "Required" for a field the contract requires only in some cases (a once-date, a patrol path). The
 * contract says so in a refinement, which zod runs only once every other field is valid; the form
 * must say it at once, with the same message.
 */
export const requiredRule: Rule = {
  validator: async (_rule, value: unknown) => {
    if (value === undefined || value === null || value === '') throw new Error(i18n.t(V.required));
  },
};

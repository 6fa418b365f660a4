import type { QueryClient } from '@tanstack/react-query';
import { orgTreeKeys } from '../../../lib/org-tree';
import { orgKeys } from './keys';

/** After any organisation change: the lists and the shared tree (pickers on every screen) are stale. */
export const invalidateOrgs = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: orgKeys.all }), qc.invalidateQueries({ queryKey: orgTreeKeys.all })]);

import { SETTINGS_DEFAULTS, type TSettings } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from './session-api';

/**
 * The system settings that apply (configure screen): loaded with the session by the guard, so inside the
 * guarded area they are there; the defaults before (tests of a lone component, the Login page).
 */
export const useSettings = (): TSettings => useQuery(settingsQuery()).data?.values ?? SETTINGS_DEFAULTS;

/** A list query with the configured page size when the screen chose none (the phones' "load more" lists). */
export const useWithPageSize = <Q extends { pageSize?: unknown }>(q: Q): Q & { pageSize: number } => {
  const { pageSizeDefault } = useSettings();
  return { ...q, pageSize: (q.pageSize as number | undefined) ?? pageSizeDefault };
};

import {
  getAuthTreeRoute,
  getDictionaryRoute,
  getOperateListRoute,
  getOwnDetailRoute,
  getSettingsRoute,
  logoutRoute,
  setLanguageRoute,
  storedToLang,
  versionRoute,
  type Lang,
  type StoredLang,
} from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { applyDictionary } from './i18n';
import { callRoute } from './request';

/**
 * The five session loads of spec §2, shared by every guarded area: guards run them, the shell, the
 * home page and the Permission gate read the cached results.
 */
export const sessionKeys = {
  all: ['session'] as const,
  /** Without a language: the prefix of every language's tree (what an edit invalidates). */
  authTree: (lang?: Lang) => (lang ? ([...sessionKeys.all, 'authTree', lang] as const) : ([...sessionKeys.all, 'authTree'] as const)),
  ownDetail: () => [...sessionKeys.all, 'ownDetail'] as const,
  version: () => [...sessionKeys.all, 'version'] as const,
  dictionary: (lang: StoredLang) => [...sessionKeys.all, 'dictionary', lang] as const,
  operateList: () => [...sessionKeys.all, 'operateList'] as const,
  settings: () => [...sessionKeys.all, 'settings'] as const,
};

// Loaded once per guarded entry; the guard sends any failure to Login (the global handler tells why).
const entry = { staleTime: Infinity } as const;

/**
 * The menu tree carries the names in the request language (edited names win), so it is keyed by
 * language; the previous language's tree stays on screen while the new one loads.
 */
export const authTreeQuery = (lang: Lang) =>
  queryOptions({
    ...entry,
    queryKey: sessionKeys.authTree(lang),
    queryFn: () => callRoute(getAuthTreeRoute),
    placeholderData: (previous) => previous,
  });
export const ownDetailQuery = () =>
  queryOptions({ ...entry, queryKey: sessionKeys.ownDetail(), queryFn: () => callRoute(getOwnDetailRoute) });
export const versionQuery = () => queryOptions({ ...entry, queryKey: sessionKeys.version(), queryFn: () => callRoute(versionRoute) });
/** The dictionary is asked for with the stored value (zhCN/enUS/jaJP); the server maps it (spec §2). */
export const dictionaryQuery = (lang: StoredLang) =>
  queryOptions({
    ...entry,
    queryKey: sessionKeys.dictionary(lang),
    // Its labels (those platform staff changed included) become the enumeration texts every screen shows.
    queryFn: async () => {
      const dic = await callRoute(getDictionaryRoute, { params: { lang } });
      applyDictionary(storedToLang(lang), dic);
      return dic;
    },
    // Keep the old labels on screen while the new language's dictionary loads, instead of a spinner.
    placeholderData: (previous) => previous,
  });
/** The system settings (configure screen): page size, battery levels… read once per session. */
export const settingsQuery = () => queryOptions({ ...entry, queryKey: sessionKeys.settings(), queryFn: () => callRoute(getSettingsRoute) });
export const operateListQuery = () =>
  queryOptions({ ...entry, queryKey: sessionKeys.operateList(), queryFn: () => callRoute(getOperateListRoute) });

/** Codes (menus and operations) the user holds; empty until the authority list is loaded. */
export const useOperateCodes = (): ReadonlySet<string> => {
  const { data } = useQuery(operateListQuery());
  return useMemo(() => new Set((data ?? []).map((x) => x.code)), [data]);
};

/**
 * Signing out waits at most this long for the server: the token leaves the browser either way, and a
 * request the server received still ends the session there after the browser stopped waiting.
 */
export const LOGOUT_TIMEOUT_MS = 5_000;
export const postLogout = () => callRoute(logoutRoute, { timeoutMs: LOGOUT_TIMEOUT_MS });
export const postLanguage = (lang: StoredLang) => callRoute(setLanguageRoute, { params: { lang } });

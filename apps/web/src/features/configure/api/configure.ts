import {
  findConfigHistoryRoute,
  findDicLabelsRoute,
  resetDicLabelRoute,
  saveDicLabelRoute,
  saveSettingsRoute,
  type Lang,
  type TConfigHistoryQuery,
  type TDicLabelKey,
  type TDicLabelSaveBody,
  type TSettings,
} from '@fleet/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { sessionKeys, settingsQuery } from '../../../lib/session-api';

/**
 * The configure screen's own reads sit under `configureKeys.all`; the settings themselves are the
 * session's (`sessionKeys.settings()`), which every screen applies, so a save reloads them there.
 */
export const configureKeys = {
  all: ['configure'] as const,
  labels: (lang?: Lang) => (lang ? ([...configureKeys.all, 'labels', lang] as const) : ([...configureKeys.all, 'labels'] as const)),
  history: (q?: TConfigHistoryQuery) =>
    q ? ([...configureKeys.all, 'history', q] as const) : ([...configureKeys.all, 'history'] as const),
};
/** The prefix of every language's dictionary: the labels every screen shows enumerations with. */
const dictionaryPrefix = [...sessionKeys.all, 'dictionary'] as const;

/** What applies now and the built-in values; read afresh when the screen opens (another admin may have changed them). */
export const useSettingsAnswer = () => useQuery({ ...settingsQuery(), staleTime: 0 });

export const useFindDicLabels = (lang: Lang) =>
  useQuery({
    queryKey: configureKeys.labels(lang),
    queryFn: () => callRoute(findDicLabelsRoute, { params: { lang } }),
    placeholderData: keepPreviousData,
  });

export const useFindConfigHistory = (q: TConfigHistoryQuery) =>
  useQuery({
    queryKey: configureKeys.history(q),
    queryFn: () => callRoute(findConfigHistoryRoute, { body: q }),
    placeholderData: keepPreviousData,
  });

/** Saving the settings reloads the ones every screen applies and the history. */
export const useSaveSettings = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSettings) => callRoute(saveSettingsRoute, { body }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: sessionKeys.settings() }),
        qc.invalidateQueries({ queryKey: configureKeys.history() }),
      ]),
  });
};

/** A label change reloads this screen's rows, the history and every language's dictionary, so every screen shows it at once. */
const useLabelMutation = <V>(fn: (v: V) => Promise<unknown>) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: configureKeys.labels() }),
        qc.invalidateQueries({ queryKey: configureKeys.history() }),
        qc.invalidateQueries({ queryKey: dictionaryPrefix }),
      ]),
  });
};
export const useSaveDicLabel = () => useLabelMutation((body: TDicLabelSaveBody) => callRoute(saveDicLabelRoute, { body }));
export const useResetDicLabel = () => useLabelMutation((body: TDicLabelKey) => callRoute(resetDicLabelRoute, { body }));

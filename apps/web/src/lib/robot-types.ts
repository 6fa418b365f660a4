import { robotTypeName, robotTypeOptionsRoute, type TRobotTypeOption } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLang } from './i18n';
import { callRoute } from './request';

/**
 * The robot-type catalogue every screen names and picks types from (GET robotType/options). Read once
 * and kept: types change rarely, and the robottypeConfig screen invalidates `robotTypeKeys.all` after
 * each change so every open screen shows the new names.
 */
export const robotTypeKeys = { all: ['robotTypes'] as const, options: () => [...robotTypeKeys.all, 'options'] as const };

const EMPTY: readonly TRobotTypeOption[] = [];
export const robotTypeOptionsQuery = () =>
  queryOptions({ queryKey: robotTypeKeys.options(), queryFn: () => callRoute(robotTypeOptionsRoute), staleTime: 10 * 60_000 });

/** The catalogue and how to name a code in the current language (a deleted type reads `#code`, still loading reads ''). */
export const useRobotTypes = () => {
  useTranslation(); // re-render on a language change
  const q = useQuery(robotTypeOptionsQuery());
  const types = q.data ?? EMPTY;
  const lang = currentLang();
  return {
    types,
    isLoading: q.isLoading,
    name: (code: number | null | undefined) => (q.data ? robotTypeName(types, code, lang) : ''),
    byModel: (model: string) => types.find((t) => t.model === model),
  };
};

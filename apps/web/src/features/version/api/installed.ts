import {
  findInstalledRobotsRoute,
  findInstalledVersionsRoute,
  type TInstalledRobotsQuery,
  type TInstalledVersionQuery,
} from '@fleet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { versionKeys } from './keys';

export const useFindInstalledVersions = (q: TInstalledVersionQuery) =>
  useQuery({
    queryKey: versionKeys.installed(q),
    queryFn: () => callRoute(findInstalledVersionsRoute, { body: q }),
    placeholderData: keepPreviousData,
  });

export const useFindInstalledRobots = (q: TInstalledRobotsQuery) =>
  useQuery({
    queryKey: versionKeys.installedRobots(q),
    queryFn: () => callRoute(findInstalledRobotsRoute, { body: q }),
    placeholderData: keepPreviousData,
  });

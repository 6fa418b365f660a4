import { getRobotFormRoute, type TFormQuery } from '@fleet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { historyKeys } from './keys';

export const getRobotForm = (robotId: number, q: TFormQuery) => callRoute(getRobotFormRoute, { params: { id: robotId }, body: q });

export const useRobotForm = (robotId: number, q: TFormQuery | null) =>
  useQuery({
    queryKey: historyKeys.form(robotId, q ?? { range: 'today', tz: 'UTC' }),
    queryFn: () => getRobotForm(robotId, q!),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });

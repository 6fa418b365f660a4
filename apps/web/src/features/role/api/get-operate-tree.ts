import { getOperateTreeRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { roleKeys } from './keys';

/** The permission catalogue the caller may grant: groups → menus → operations (GET operate/getTree). */
export const getOperateTree = () => callRoute(getOperateTreeRoute);

export const operateTreeQuery = () => queryOptions({ queryKey: roleKeys.grantable(), queryFn: getOperateTree });
export const useOperateTree = () => useQuery(operateTreeQuery());

import { listUserOptionsRoute } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { workOrderKeys } from './keys';

/** The users a dispatcher may name as handler: those of the caller's subtree (the server checks it again). */
export const useHandlers = (enabled: boolean) =>
  useQuery({ queryKey: workOrderKeys.handlers(), queryFn: () => callRoute(listUserOptionsRoute, {}), enabled });

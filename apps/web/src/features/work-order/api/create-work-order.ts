import { createWorkOrderRoute, type TCreateWorkOrderBody } from '@fleet/contracts';
import { callRoute } from '../../../lib/request';

export const createWorkOrder = (body: TCreateWorkOrderBody) => callRoute(createWorkOrderRoute, { body });

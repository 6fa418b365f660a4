import { transitionWorkOrderRoute, type TWorkOrderTransitionBody } from '@fleet/contracts';
import { callRoute } from '../../../lib/request';

export const transitionWorkOrder = (body: TWorkOrderTransitionBody) => callRoute(transitionWorkOrderRoute, { body });

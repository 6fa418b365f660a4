import { rotateRobotSecretRoute } from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';

/** Issues a new device secret: the old one stops working and the robot is disconnected. */
export const rotateRobotSecret = (id: number) => callRoute(rotateRobotSecretRoute, { params: { id } });

export const useRotateRobotSecret = () => useMutation({ mutationFn: rotateRobotSecret, gcTime: 0 });

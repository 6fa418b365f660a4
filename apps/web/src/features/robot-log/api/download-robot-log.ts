import { downloadRobotLogRoute } from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadRoute } from '../../../lib/request';

export const downloadRobotLog = (logId: string) => downloadRoute(downloadRobotLogRoute, { params: { logId } });

export const useDownloadRobotLog = () => useMutation({ mutationFn: downloadRobotLog });

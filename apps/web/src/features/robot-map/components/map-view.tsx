import { ErrorCode, type TRobot, type TRobotMap } from '@fleet/contracts';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { MapCanvas } from '../../../components/map-canvas';
import { ApiError } from '../../../lib/request';
import { useGetRobotMap } from '../api/get-robot-map';
import { usePoseTrail } from './use-pose-trail';

/** The live pose when the robot reports being on this map. */
export const poseOn = (robot: TRobot | undefined, mapId: string) => {
  const pose = robot?.live.pose;
  return pose && pose.mapId === mapId ? { x: pose.x, y: pose.y, angle: pose.angle } : null;
};

/** The selected map drawn with the robot on it, or why it cannot be drawn yet. */
export const MapView = ({ robot, map, thumbnail, height }: { robot: TRobot; map: TRobotMap; thumbnail?: boolean; height?: number }) => {
  const { t } = useTranslation('robotMap');
  const detail = useGetRobotMap(robot.id, map.hasGrid ? map.mapId : null);
  const pose = poseOn(robot, map.mapId);
  const trail = usePoseTrail(map.mapId, pose);
  const notUploaded = !map.hasGrid || (detail.error instanceof ApiError && detail.error.code === ErrorCode.MAP_NOT_UPLOADED);
  if (notUploaded) return <Alert type="info" showIcon title={t('notUploaded')} />;
  if (detail.isError) return <Alert type="error" showIcon title={t('loadError')} description={detail.error.message} />;
  if (!detail.data) return <Skeleton.Node active style={{ width: '100%', height: height ?? 320 }} />;
  return (
    <MapCanvas map={detail.data} grid={detail.data.grid} pose={pose} trail={thumbnail ? [] : trail} thumbnail={thumbnail} height={height} />
  );
};

import type { TRobot } from '@fleet/contracts';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { MapCanvas } from '../../../components/map-canvas';
import { useGetOverviewMap } from '../api/get-overview-map';

/** The active map, small, with the robot on it while its pose names this map. */
export const OverviewMapThumbnail = ({ robot }: { robot: TRobot }) => {
  const { t } = useTranslation('robotOperate');
  const { data, isPending } = useGetOverviewMap(robot.id);
  if (isPending) return <Skeleton.Node active style={{ width: '100%', height: 180 }} />;
  if (!data) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.noMap')} />;
  const pose = robot.live.pose?.mapId === data.mapId ? robot.live.pose : null;
  return <MapCanvas map={data} grid={data.grid} pose={pose} thumbnail height={200} />;
};

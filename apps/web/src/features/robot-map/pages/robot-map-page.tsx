import { Alert, Card, Empty, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveRobots } from '../../../lib/live';
import { useOperateRobotId } from '../../../lib/operate-robot';
import { getRobotQuery } from '../../../lib/robot-api';
import { useFindRobotMaps } from '../api/find-robot-maps';
import { MapList } from '../components/map-list';
import { MapView } from '../components/map-view';

/**
 * The robotMap tab: the maps the robot reported and the selected one drawn with the robot moving on
 * it. Everything reloads on the hub's `maps` notice (a new manifest, a grid that arrived), never by polling.
 */
export const RobotMapPage = () => {
  const { t } = useTranslation('robotMap');
  const robotId = useOperateRobotId() ?? 0;
  useLiveRobots(robotId ? [robotId] : null);
  const robot = useQuery({ ...getRobotQuery(robotId), enabled: robotId > 0 });
  const maps = useFindRobotMaps(robotId);
  const [picked, setPicked] = useState<string | null>(null);
  if (maps.isError) return <Alert type="error" showIcon title={t('loadError')} />;
  if (!maps.data || !robot.data) return <Skeleton active />;
  if (maps.data.length === 0) return <Empty description={t('empty')} />;
  const selected = maps.data.find((m) => m.mapId === picked) ?? maps.data.find((m) => m.active) ?? maps.data[0]!;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <MapList robot={robot.data} maps={maps.data} selected={selected.mapId} onSelect={setPicked} />
      <Card size="small" title={selected.name}>
        <MapView robot={robot.data} map={selected} />
      </Card>
    </div>
  );
};

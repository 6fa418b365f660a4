import { useQuery } from '@tanstack/react-query';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLiveRobots } from '../../../lib/live';
import { useOperateRobotId } from '../../../lib/operate-robot';
import { getRobotQuery } from '../../../lib/robot-api';
import { useRobotVideo } from '../../../lib/use-robot-video';
import { LiveView } from '../components/live-view';
import { RecordControl } from '../components/record-control';
import { StreamingVersion } from '../components/streaming-version';

/**
 * robotVideo: the robot's live camera while this page is open. Opening it asks the live hub for the
 * robot's video; the server leases the stream from the robot and relays the frames; leaving the page
 * ends the lease, and the robot stops streaming within seconds.
 */
export const RobotVideoPage = () => {
  const { t } = useTranslation('robotVideo');
  const robotId = useOperateRobotId()!;
  useLiveRobots([robotId]);
  const robot = useQuery(getRobotQuery(robotId)).data;
  const online = robot?.live.online ?? false;
  const video = useRobotVideo(robotId);
  return (
    <Card size="small" title={t('liveTitle')} extra={<RecordControl robotId={robotId} online={online} />}>
      <Flex vertical gap={12}>
        <LiveView video={video} online={online} label={robot?.alias || robot?.deviceNumber || String(robotId)} />
        <StreamingVersion robotId={robotId} online={online} />
      </Flex>
    </Card>
  );
};

import { Card, Col, Row, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLiveRobots } from '../../../lib/live';
import { useOperateRobotId } from '../../../lib/operate-robot';
import { getRobotQuery } from '../../../lib/robot-api';
import { OverviewLiveCard } from '../components/overview-live-card';
import { OverviewMapThumbnail } from '../components/overview-map-thumbnail';
import { OverviewQuickActions } from '../components/overview-quick-actions';

/** The operate container's first tab: the robot live, its map, and what can be asked of it right now. */
export const OverviewPage = () => {
  const { t } = useTranslation('robotOperate');
  const robotId = useOperateRobotId() ?? 0;
  useLiveRobots(robotId ? [robotId] : null);
  const { data: robot } = useQuery({ ...getRobotQuery(robotId), enabled: robotId > 0 });
  if (!robot) return <Skeleton active />;
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card size="small" title={t('overview.actionsTitle')}>
          <OverviewQuickActions robot={robot} />
        </Card>
      </Col>
      <Col xs={24} xl={16}>
        <Card size="small" title={t('overview.live')}>
          <OverviewLiveCard robot={robot} />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card size="small" title={t('overview.mapTitle')}>
          <OverviewMapThumbnail robot={robot} />
        </Card>
      </Col>
    </Row>
  );
};

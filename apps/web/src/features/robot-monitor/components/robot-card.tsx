import type { TGeoRobot } from '@fleet/contracts';
import { Badge, Button, Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ValueAge } from '../../../components/value-age';
import { operateHref } from '../../../lib/operate-robot';
import { STATE_COLOURS } from '../../../components/geo-map/geo-features';

/** The chosen robot's live state (from the cache the fleet subscription keeps current) and the way to operate it. */
export const RobotCard = ({ robot, stale, staleMinutes }: { robot: TGeoRobot | undefined; stale: boolean; staleMinutes: number }) => {
  const { t } = useTranslation('robotMonitor');
  const { t: th } = useTranslation('home');
  if (!robot) {
    return (
      <Card size="small" title={t('cardTitle')}>
        <Typography.Text type="secondary">{t('pick')}</Typography.Text>
      </Card>
    );
  }
  return (
    <Card
      size="small"
      title={robot.name}
      aria-label={robot.name}
      data-robot-card={robot.id}
      extra={
        <Link to={operateHref(robot.id)}>
          <Button type="primary" size="small">
            {t('operate')}
          </Button>
        </Link>
      }
    >
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('state')}>
          <Badge color={STATE_COLOURS[robot.state]} text={th(`dashboard.states.${robot.state}`)} />
        </Descriptions.Item>
        <Descriptions.Item label={t('battery')}>{robot.battery === null ? '—' : `${Math.round(robot.battery)} %`}</Descriptions.Item>
        <Descriptions.Item label={t('online')}>{robot.online ? t('online') : t('offline')}</Descriptions.Item>
        <Descriptions.Item label={t('dataAge')}>
          <ValueAge at={robot.updatedAt ?? robot.lastSeenAt} />
        </Descriptions.Item>
        <Descriptions.Item label={t('place')}>{robot.gps ? t('gps') : t('site')}</Descriptions.Item>
      </Descriptions>
      <Typography.Text type="secondary">{robot.deviceNumber}</Typography.Text>
      {stale && (
        <Typography.Paragraph type="warning" style={{ margin: '8px 0 0' }}>
          {t('staleHint', { minutes: staleMinutes })}
        </Typography.Paragraph>
      )}
    </Card>
  );
};

import type { TGeoRobot } from '@fleet/contracts';
import { Badge, Button, Card, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATE_COLOURS } from '../../../components/geo-map/geo-features';

const SHOWN = 50;

/** The filtered robots as a list (keyboard and screen-reader access to what the map shows), then the unplaced. */
export const GeoRobotList = ({ robots, onSelect }: { robots: readonly TGeoRobot[]; onSelect: (id: number) => void }) => {
  const { t } = useTranslation('robotMonitor');
  const { t: th } = useTranslation('home');
  const placed = robots.filter((r) => r.lng !== null);
  const unplaced = robots.filter((r) => r.lng === null);
  const item = (r: TGeoRobot) => (
    <List.Item key={r.id} style={{ padding: '4px 0' }}>
      <Button type="link" size="small" onClick={() => onSelect(r.id)} style={{ padding: 0 }}>
        {r.name}
      </Button>
      <Badge color={STATE_COLOURS[r.state]} text={th(`dashboard.states.${r.state}`)} />
    </List.Item>
  );
  return (
    <Flex vertical gap={12}>
      <Card size="small" title={t('list')}>
        {placed.length === 0 ? (
          <Typography.Text>{t('noMatch')}</Typography.Text>
        ) : (
          <List size="small" dataSource={placed.slice(0, SHOWN)} renderItem={item} />
        )}
        {placed.length > SHOWN && <Typography.Text type="secondary">{t('more', { count: placed.length - SHOWN })}</Typography.Text>}
      </Card>
      {unplaced.length > 0 && (
        <Card size="small" title={t('notPlaced', { count: unplaced.length })}>
          <Typography.Paragraph type="secondary">{t('notPlacedHint')}</Typography.Paragraph>
          <List size="small" dataSource={unplaced.slice(0, SHOWN)} renderItem={item} />
        </Card>
      )}
    </Flex>
  );
};

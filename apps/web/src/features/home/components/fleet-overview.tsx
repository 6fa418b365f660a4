import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ValueAge } from '../../../components/value-age';
import { useOperateCodes } from '../../../lib/session-api';
import { useHomeSummary } from '../api/get-home-summary';
import { AttentionList } from './attention-list';
import { DayFigures } from './day-figures';
import { LatestFaults } from './latest-faults';
import { StateTiles } from './state-tiles';

/** No robot in scope: say how one gets here (registration, when the user may register). */
const NoRobots = () => {
  const { t } = useTranslation('home');
  const mayRegister = useOperateCodes().has('robotRegister');
  return (
    <Empty description={<Typography.Text strong>{t('dashboard.emptyTitle')}</Typography.Text>}>
      <Typography.Paragraph>{mayRegister ? t('dashboard.emptyText') : t('dashboard.emptyTextNoRegister')}</Typography.Paragraph>
      {mayRegister && (
        <Link to="/contentPage/robotRegister">
          <Button type="primary">{t('dashboard.register')}</Button>
        </Link>
      )}
    </Empty>
  );
};

/**
 * The caller's fleet at a glance: states, today against yesterday, what needs attention, latest
 * faults. `mobile`: the states and the attention list only (a phone is for what needs doing now).
 */
export const FleetOverview = ({ mobile = false }: { mobile?: boolean }) => {
  const { t } = useTranslation('home');
  const { data, isPending, isError, refetch, isFetching } = useHomeSummary();
  const mayOpenMap = useOperateCodes().has('robotMonitor');
  const title = (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <h2 style={{ fontSize: 16, margin: 0 }}>{t('dashboard.title')}</h2>
      {data && (
        <Flex gap={8} align="center" style={{ fontWeight: 'normal' }}>
          <Typography.Text type="secondary">{t('dashboard.total', { count: data.robots })}</Typography.Text>
          {/* One phrase, not two flex items: the gap read as a double space. */}
          <span>
            <Typography.Text type="secondary">{t('dashboard.updated')}</Typography.Text> <ValueAge at={data.generatedAt} />
          </span>
        </Flex>
      )}
    </Flex>
  );
  if (isPending) {
    return (
      <Card title={title}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (isError && !data) {
    return (
      <Card title={title}>
        <Alert
          type="error"
          showIcon
          title={t('dashboard.error')}
          action={
            <Button size="small" loading={isFetching} onClick={() => void refetch()}>
              {t('dashboard.retry')}
            </Button>
          }
        />
      </Card>
    );
  }
  if (data.robots === 0) {
    return (
      <Card title={title}>
        <NoRobots />
      </Card>
    );
  }
  if (mobile) {
    return (
      <Flex vertical gap={12}>
        <Card title={title} size="small">
          <StateTiles states={data.states} />
        </Card>
        <AttentionList robots={data.attention} total={data.attentionTotal} offlineMinutes={data.offlineMinutes} />
      </Flex>
    );
  }
  return (
    <Flex vertical gap={16}>
      <Card title={title}>
        <StateTiles states={data.states} mapLinks={mayOpenMap} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('dashboard.refreshHint')}
        </Typography.Paragraph>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <DayFigures today={data.today} yesterday={data.yesterday} />
        </Col>
        <Col xs={24} xl={12}>
          <AttentionList robots={data.attention} total={data.attentionTotal} offlineMinutes={data.offlineMinutes} />
        </Col>
      </Row>
      <LatestFaults faults={data.latestFaults} open={data.openFaults} />
    </Flex>
  );
};

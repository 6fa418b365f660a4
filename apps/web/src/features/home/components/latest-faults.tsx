import type { THomeFault } from '@fleet/contracts';
import { Card, Empty, List, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EventLevelTag } from '../../../components/event-level';
import { formatTime } from '../../../lib/format';
import { useOperateCodes } from '../../../lib/session-api';
import { operateHref } from './attention-list';

/** The newest faults still to handle; the fault center (when the user may open it) has the rest. */
export const LatestFaults = ({ faults, open }: { faults: THomeFault[]; open: number }) => {
  const { t } = useTranslation('home');
  const codes = useOperateCodes();
  const center = codes.has('robotFault') ? <Link to="/contentPage/robotFault">{t('dashboard.faultCenter')}</Link> : null;
  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('dashboard.faultsTitle')}</h2>}
      extra={
        <Space>
          {open > 0 && <Typography.Text type="secondary">{t('dashboard.faultsOpen', { count: open })}</Typography.Text>}
          {center}
        </Space>
      }
    >
      {faults.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.faultsNone')} />
      ) : (
        <List
          size="small"
          dataSource={faults}
          rowKey="id"
          renderItem={(f) => (
            <List.Item data-fault={f.id}>
              <Space wrap>
                <EventLevelTag level={f.level} />
                <Typography.Text strong>{f.code}</Typography.Text>
                {f.message && <Typography.Text>{f.message}</Typography.Text>}
                <Link to={operateHref(f.robotId)}>
                  {f.robotAlias} · {f.deviceNumber}
                </Link>
                <Typography.Text type="secondary">{formatTime(f.lastSeenAt)}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
};

import type { THomeFault } from '@fleet/contracts';
import { Card, Empty, List, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EventLevelTag, faultCodeLabel } from '../../../components/event-level';
import { formatTime } from '../../../lib/format';
import { useOperateCodes } from '../../../lib/session-api';
import { operateHref } from '../../../lib/operate-robot';

/** The newest faults still to handle; the fault center (when the user may open it) has the rest. */
export const LatestFaults = ({ faults, open }: { faults: THomeFault[]; open: number }) => {
  const { t } = useTranslation('home');
  const { t: tf } = useTranslation('robotFault');
  const { t: te } = useTranslation('robotEvent');
  const codes = useOperateCodes();
  const mayHandle = codes.has('robotFault');
  const center = mayHandle ? <Link to="/contentPage/robotFault">{t('dashboard.faultCenter')}</Link> : null;
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
                <Typography.Text strong>{faultCodeLabel(tf, te, f)}</Typography.Text>
                {f.message && <Typography.Text>{f.message}</Typography.Text>}
                <Link to={operateHref(f.robotId)}>
                  {f.robotAlias} · {f.deviceNumber}
                </Link>
                <Typography.Text type="secondary">{formatTime(f.lastSeenAt)}</Typography.Text>
                {mayHandle && (
                  <Link
                    to={`/contentPage/robotFault?keyword=${encodeURIComponent(f.deviceNumber)}`}
                    aria-label={t('dashboard.handleFaultOf', { robot: f.robotAlias || f.deviceNumber })}
                  >
                    {t('dashboard.handleFault')}
                  </Link>
                )}
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
};

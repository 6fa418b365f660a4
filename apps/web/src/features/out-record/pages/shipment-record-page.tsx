import { OUT_RECORD_SORT_FIELDS, type TOutRecord } from '@fleet/contracts';
import { Empty, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedTable } from '../../../components/paged-table';
import { usePermission } from '../../../components/permission';
import { formatMinute } from '../../../lib/format';
import { useOperateRobotId } from '../../../lib/operate-robot';
import { useListState } from '../../../lib/use-list-state';
import { useFindOutRecords, type OutRecordSortField } from '../api/out-records';
import { ProductCell } from '../components/out-record-table';

const Clipped = ({ text, width }: { text: string; width: number }) =>
  text ? (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: width }}>
      {text}
    </Typography.Text>
  ) : (
    '—'
  );

/** The shipments listing one robot, newest first, with how many other robots each took along. */
const RobotShipments = ({ robotId }: { robotId: number }) => {
  const { t } = useTranslation('outRecord');
  const list = useListState<Record<string, never>, OutRecordSortField>();
  const { data, isFetching } = useFindOutRecords({ ...list.query, robotId });
  const columns: TableColumnsType<TOutRecord> = [
    { key: 'shippedAt', title: t('shared:fields.shippedAt'), width: 150, render: (_: unknown, r) => formatMinute(r.shippedAt) },
    { key: 'principal', title: t('shared:fields.principal'), width: 110, render: (_: unknown, r) => r.principal },
    {
      key: 'destination',
      title: t('shared:fields.destination'),
      width: 200,
      render: (_: unknown, r) => <Clipped text={r.destination} width={180} />,
    },
    { key: 'product', title: t('fields.product'), width: 150, render: (_: unknown, r) => <ProductCell r={r} /> },
    { key: 'flowCard', title: t('shared:fields.flowCard'), width: 120, render: (_: unknown, r) => r.flowCard || '—' },
    { key: 'remark', title: t('shared:fields.remark'), width: 180, render: (_: unknown, r) => <Clipped text={r.remark} width={160} /> },
    {
      key: 'others',
      title: t('fields.otherRobots'),
      width: 130,
      render: (_: unknown, r) => {
        const others = r.robots.filter((x) => x.id !== robotId).length;
        return others ? t('others', { count: others }) : t('othersNone');
      },
    },
  ];
  return (
    <PagedTable<TOutRecord>
      data={data}
      loading={isFetching}
      columns={columns}
      onPage={list.onPage}
      emptyText={t('tab.empty')}
      sort={list.sort}
      onSort={list.onSort}
      sortFields={OUT_RECORD_SORT_FIELDS}
    />
  );
};

/**
 * shippmentRecord tab of robotConfigContent: the shipments of the robot in `?robotId=`. Without a robot
 * it says where to open one; without the shipment records' view permission it says so instead of asking.
 */
export const ShipmentRecordPage = () => {
  const { t } = useTranslation('outRecord');
  const robotId = useOperateRobotId();
  // The list route answers either permission (the server's rule): the shipment screen's or this container's.
  const canShipments = usePermission('outRecord:view');
  const canConfig = usePermission('robotConfigList:view');
  const allowed = canShipments || canConfig;
  if (robotId === null) {
    return (
      <Empty description={t('tab.noRobot')}>
        <Link to="/contentPage/robotConfigList">{t('tab.openList')}</Link>
      </Empty>
    );
  }
  if (!allowed) return <Empty description={t('tab.noAccess')} />;
  return <RobotShipments key={robotId} robotId={robotId} />;
};

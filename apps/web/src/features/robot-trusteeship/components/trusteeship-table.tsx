import { ROBOT_SORT_FIELDS, type TListResult, type TRobot } from '@fleet/contracts';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { HostingStateTag, hostingState, useHostingWindow } from '../../../components/hosting-brief';
import { CellStack } from '../../../components/cell-stack';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { EnumTag, OnlineTag } from '../../../components/status-tag';
import { TrusteeshipRowActions } from './trusteeship-row-actions';

const MONO: React.CSSProperties = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

interface Props extends SortProps {
  data: TListResult<TRobot> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onHost: (r: TRobot) => void;
}

/** Robots with their current hosting: type, organisation, window and state. */
export const TrusteeshipTable = ({ data, loading, onPage, onHost, sort, onSort }: Props) => {
  const { t } = useTranslation('robotTrusteeship');
  const windowText = useHostingWindow();
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const col = (key: string, title: string, render: (r: TRobot) => React.ReactNode, width: number) => ({
    key,
    title,
    width,
    render: (_: unknown, r: TRobot) => render(r),
  });
  const columns: TableColumnsType<TRobot> = [
    col(
      'deviceNumber',
      `${t('robot:fields.deviceNumber')} / ${t('robot:fields.alias')}`,
      (r) => (
        <CellStack>
          <span style={MONO}>{r.deviceNumber}</span>
          <Typography.Text type="secondary">{r.alias}</Typography.Text>
        </CellStack>
      ),
      180,
    ),
    col('organization', t('fields.owner'), (r) => r.orgName, 130),
    col('online', t('robot:fields.online'), (r) => <OnlineTag online={r.live.online} />, 90),
    col(
      'type',
      t('fields.type'),
      (r) => (r.hosting ? <EnumTag name="TrusteeshipType" value={r.hosting.type} /> : t('robot:hosted.no')),
      100,
    ),
    col('hostOrg', t('fields.hostOrg'), (r) => r.hosting?.orgName ?? none, 130),
    col('window', t('fields.window'), (r) => (r.hosting ? windowText(r.hosting.startAt, r.hosting.endAt) : none), 220),
    col('state', t('fields.state'), (r) => (r.hosting ? <HostingStateTag state={hostingState(r.hosting)} /> : none), 100),
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 100,
      render: (_: unknown, r: TRobot) => <TrusteeshipRowActions robot={r} onHost={onHost} />,
    },
  ];
  return (
    <PagedTable<TRobot>
      data={data}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={t('empty')}
      sortFields={ROBOT_SORT_FIELDS}
      sort={sort}
      onSort={onSort}
    />
  );
};

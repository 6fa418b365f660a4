import { type TInstalledRobot, type TInstalledVersion } from '@fleet/contracts';
import { Drawer, Input, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../lib/settings';
import { Link } from 'react-router';
import { CellStack } from '../../../components/cell-stack';
import { PagedTable } from '../../../components/paged-table';
import { formatMinute } from '../../../lib/format';
import { operateHref } from '../../../lib/operate-robot';
import { useRobotTypes } from '../../../lib/robot-types';
import { useFindInstalledRobots } from '../api/installed';

type Row = TInstalledRobot & { id: number };

/** The robots reporting one version of one unit, each leading to its operate page. */
export const InstalledRobotsDrawer = ({ version, onClose }: { version: TInstalledVersion; onClose: () => void }) => {
  const { t } = useTranslation('version');
  const { pageSizeDefault } = useSettings();
  const [paging, setPaging] = useState({ page: 1, pageSize: pageSizeDefault });
  const [keyword, setKeyword] = useState('');
  const robotTypes = useRobotTypes();
  const { data, isFetching } = useFindInstalledRobots({
    softwareType: version.softwareType,
    text: version.text,
    ...(keyword ? { keyword } : {}),
    ...paging,
  });
  const rows = data && { ...data, list: data.list.map((r) => ({ ...r, id: r.robotId })) };
  const columns: TableColumnsType<Row> = [
    {
      key: 'deviceNumber',
      title: t('installed.robot.deviceNumber'),
      width: 220,
      render: (_: unknown, r) => (
        <CellStack>
          <Link to={operateHref(r.robotId)}>{r.deviceNumber}</Link>
          {r.alias && <Typography.Text type="secondary">{r.alias}</Typography.Text>}
        </CellStack>
      ),
    },
    {
      key: 'robotType',
      title: t('installed.robot.robotType'),
      width: 130,
      render: (_: unknown, r) => robotTypes.name(r.robotType),
    },
    { key: 'orgName', title: t('installed.robot.organization'), width: 150, render: (_: unknown, r) => r.orgName },
    {
      key: 'online',
      title: t('installed.robot.online'),
      width: 100,
      render: (_: unknown, r) => (
        <Tag color={r.online ? 'success' : 'default'}>{r.online ? t('installed.online') : t('installed.offline')}</Tag>
      ),
    },
    { key: 'reportedAt', title: t('installed.robot.reportedAt'), width: 150, render: (_: unknown, r) => formatMinute(r.reportedAt) },
  ];
  const unit = t(`shared:enums.SoftwareType.${version.softwareType}`);
  return (
    <Drawer open onClose={onClose} size={820} title={t('installed.robotsTitle', { unit, text: version.text })} destroyOnHidden>
      <Input.Search
        allowClear
        maxLength={60}
        aria-label={t('installed.searchRobots')}
        placeholder={t('installed.searchRobots')}
        onSearch={(v) => {
          setKeyword(v.trim());
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        style={{ maxWidth: 320, marginBottom: 12 }}
      />
      <PagedTable<Row>
        data={rows}
        loading={isFetching}
        columns={columns}
        onPage={(page, pageSize) => setPaging({ page, pageSize })}
        emptyText={t('installed.robotsEmpty')}
      />
    </Drawer>
  );
};

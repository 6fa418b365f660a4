import type { TInstalledComponent, TRobotBuild } from '@fleet/contracts';
import { Button, Card, Empty, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/permission';
import { formatMinute } from '../../../lib/format';
import { SwapComponentModal } from './swap-component-modal';

/** The components installed in the robot, each swappable for an idle one of the inventory (robotConfigList:edit). */
export const InstalledComponents = ({ robot }: { robot: TRobotBuild }) => {
  const { t } = useTranslation('robotBuild');
  const canSwap = usePermission('robotConfigList:edit');
  const [swapping, setSwapping] = useState<TInstalledComponent>();
  const columns: TableColumnsType<TInstalledComponent> = [
    { key: 'kind', title: t('shared:fields.kind'), render: (_, c) => t(`shared:enums.ComponentKind.${c.kind}`) },
    { key: 'model', title: t('shared:fields.model'), render: (_, c) => c.model },
    { key: 'serialNo', title: t('shared:fields.serialNo'), render: (_, c) => c.serialNo },
    { key: 'installedAt', title: t('shared:fields.installedAt'), render: (_, c) => formatMinute(c.installedAt) },
    { key: 'expiresAt', title: t('shared:fields.expiresAt'), render: (_, c) => c.expiresAt ?? '—' },
    ...(canSwap
      ? [
          {
            key: 'action',
            title: t('common:actions'),
            render: (_: unknown, c: TInstalledComponent) => (
              <Button
                type="link"
                size="small"
                aria-label={t('installed.swapLabel', { serialNo: c.serialNo })}
                onClick={() => setSwapping(c)}
              >
                {t('installed.swap')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card size="small" title={t('installed.title')}>
      <Table<TInstalledComponent>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={robot.components}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('installed.empty')} /> }}
      />
      {swapping && <SwapComponentModal robot={robot} component={swapping} onClose={() => setSwapping(undefined)} />}
    </Card>
  );
};

import type { TAreaRobot, TLandmarkSite } from '@fleet/contracts';
import { Descriptions, Drawer, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveRobotsTable } from '../../../components/live-robots-table';
import { usePermission } from '../../../components/permission';
import { QueryBody } from '../../../components/query-body';
import { RowActions } from '../../../components/row-actions';
import { DataAge } from '../../../components/value-age';
import { useLandmark } from '../api/landmarks';
import { LandmarkFile, LandmarkLocation } from './landmark-cells';
import { LandmarkSwitchModal } from './landmark-switch-modal';
import { switchRefusal } from './switch-refusal';

/** The robots table's own columns take 710 px; "Switch landmark" needs this beside them in every language. */
const SWITCH_COLUMN_WIDTH = 150;

const useLandmarkItems = () => {
  const { t } = useTranslation('landmark');
  return (s: TLandmarkSite) => [
    { key: 'code', label: t('fields.code'), children: s.code },
    { key: 'parent', label: t('fields.parent'), children: s.parentName ?? '—' },
    { key: 'location', label: t('fields.location'), span: 2, children: <LandmarkLocation site={s} /> },
    { key: 'file', label: t('fields.file'), span: 2, children: <LandmarkFile site={s} width={560} /> },
    { key: 'areas', label: t('fields.areas'), children: s.areaCount },
    { key: 'users', label: t('fields.users'), children: s.userCount },
  ];
};

/**
 * One landmark read on its own and kept live like the list, so it can stay open beside the work; its
 * robots each with "Switch landmark" for those who may (landMarkDetail:switch), offered only when the
 * robot's state lets it go (switchRefusal: the reason on hover otherwise).
 */
export const LandmarkDetailDrawer = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const { t } = useTranslation('landmark');
  const { data: s, isError, refetch, dataUpdatedAt } = useLandmark(id);
  const items = useLandmarkItems();
  const canSwitch = usePermission('landMarkDetail:switch');
  const [switching, setSwitching] = useState<TAreaRobot>();
  const switchColumn = {
    title: t('common:actions'),
    width: SWITCH_COLUMN_WIDTH,
    render: (r: TAreaRobot) => {
      const refusal = switchRefusal(r.state);
      return (
        <RowActions
          subject={r.deviceNumber}
          actions={[
            {
              key: 'switch',
              label: t('switch.action'),
              code: 'landMarkDetail:switch',
              disabledReason: refusal ? t(`shared:errors.${refusal}`) : undefined,
              onClick: () => setSwitching(r),
            },
          ]}
        />
      );
    },
  };
  return (
    <Drawer open onClose={onClose} size={900} title={s ? s.name : t('common:details')} destroyOnHidden>
      <QueryBody data={s} isError={isError} onRetry={() => void refetch()} failedText={t('detail.loadFailed')} retryText={t('retry')}>
        {(s) => (
          <Flex vertical gap={16}>
            <DataAge at={dataUpdatedAt} />
            <Descriptions bordered size="small" column={2} items={items(s)} />
            <LiveRobotsTable
              title={t('detail.robotsTitle')}
              robots={s.robots}
              emptyText={t('detail.noRobots')}
              actions={canSwitch ? switchColumn : undefined}
            />
          </Flex>
        )}
      </QueryBody>
      {s && switching && <LandmarkSwitchModal robot={switching} from={s} onClose={() => setSwitching(undefined)} />}
    </Drawer>
  );
};

import type { TRobot } from '@fleet/contracts';
import { Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Battery } from '../../../components/battery';
import { EnumTag, LockTag, OnlineTag } from '../../../components/status-tag';
import { ValueAge } from '../../../components/value-age';

/** Who the operate pages are about, at a glance: name, number, presence, lock, battery and work, live. */
export const OperateRobotHeader = ({ robot }: { robot: TRobot }) => {
  const { t } = useTranslation('robotOperate');
  const { live } = robot;
  return (
    <Descriptions
      size="small"
      // Six in a row only from 1600 px: at 1200 px the sidebar leaves ~980 px, and six squeezed the last report into a column of letters.
      column={{ xs: 1, sm: 2, md: 3, lg: 3, xl: 3, xxl: 6 }}
      items={[
        {
          key: 'robot',
          label: t('content.robot'),
          children: (
            <strong>
              {robot.alias} · {robot.deviceNumber}
            </strong>
          ),
        },
        {
          key: 'presence',
          label: t('columns.presence'),
          children: (
            <Space size={4}>
              <OnlineTag online={live.online} />
              <LockTag locked={robot.locked} />
            </Space>
          ),
        },
        { key: 'battery', label: t('content.battery'), children: <Battery value={live.battery} /> },
        { key: 'work', label: t('content.work'), children: <EnumTag name="WorkStatus" value={live.workStatus} /> },
        { key: 'device', label: t('content.device'), children: <EnumTag name="DeviceState" value={live.deviceState} /> },
        { key: 'seen', label: t('content.lastSeen'), children: <ValueAge at={live.lastSeenAt} /> },
      ]}
    />
  );
};

import type { TRobot } from '@fleet/contracts';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { feedback } from '../../../lib/feedback';
import { useUnhostRobots } from '../api/unhost-robots';

interface Props {
  robot: TRobot;
  onHost: (r: TRobot) => void;
  size?: 'large' | 'middle' | 'small';
}

/**
 * Host or unhost one robot. Only the owning organisation may do either; the device action guards
 * (working, locked, upgrading) are the server's and come back as its message.
 */
export const TrusteeshipRowActions = ({ robot, onHost, size = 'small' }: Props) => {
  const { t } = useTranslation('robotTrusteeship');
  const unhost = useUnhostRobots();
  if (robot.access !== 'owner') return null;
  const label = (verb: string) => `${verb} ${robot.deviceNumber}`;
  if (!robot.hosting) {
    return (
      <Permission code="robotTrusteeship:host">
        <Button type="link" size={size} onClick={() => onHost(robot)} aria-label={label(t('actions.host'))}>
          {t('actions.host')}
        </Button>
      </Permission>
    );
  }
  return (
    <Space size={4}>
      <Permission code="robotTrusteeship:unhost">
        <Popconfirm
          title={t('confirm.unhostTitle', { number: robot.deviceNumber })}
          description={<div style={{ maxWidth: 320 }}>{t('confirm.unhostText', { org: robot.hosting.orgName })}</div>}
          okText={t('actions.unhost')}
          okButtonProps={{ danger: true, loading: unhost.isPending }}
          onConfirm={() =>
            unhost.mutateAsync([robot.id]).then(
              () => void feedback().message.success(t('unhosted')),
              () => undefined,
            )
          }
        >
          <Button type="link" danger size={size} aria-label={label(t('actions.unhost'))}>
            {t('actions.unhost')}
          </Button>
        </Popconfirm>
      </Permission>
    </Space>
  );
};

import { Card, Flex } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOperateRobotId } from '../../../lib/operate-robot';
import { getRobotQuery } from '../../../lib/robot-api';
import { AliasForm } from '../components/alias-form';
import { ConfigShell } from '../components/config-shell';
import { ConsumablesTable } from '../components/consumables-table';
import { SimInfo, VersionsInfo } from '../components/device-info';
import { LimitsForm } from '../components/limits-form';

/**
 * robotSetting tab: the alias (the console's), and what the robot reports of itself: consumables and
 * their remaining life, SIM card, volume and speed limit, versions. Changes to the robot are commands.
 */
export const RobotSettingPage = () => {
  const { t } = useTranslation('robotConfig');
  const robotId = useOperateRobotId();
  const robot = useQuery({ ...getRobotQuery(robotId ?? 0), enabled: robotId !== null });
  if (!robot.data) return null;
  const r = robot.data;
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('alias.title')}>
        <AliasForm robot={r} />
      </Card>
      <ConfigShell robot={r}>
        {(config, readOnly) => (
          <Flex vertical gap={16}>
            <Card size="small" title={t('consumables.title')}>
              <ConsumablesTable robot={r} consumables={config.consumables} readOnly={readOnly} />
            </Card>
            <Card size="small" title={t('sim.title')}>
              <SimInfo sim={config.sim} />
            </Card>
            <Card size="small" title={t('limits.title')}>
              <LimitsForm robot={r} config={config} readOnly={readOnly} />
            </Card>
            <Card size="small" title={t('versions.title')}>
              <VersionsInfo versions={config.versions} />
            </Card>
          </Flex>
        )}
      </ConfigShell>
    </Flex>
  );
};

import { CONSUMABLE_WARN_PERCENT, fixedTo, type TConsumableLife, type TRobotBuild } from '@fleet/contracts';
import { Button, Card, Empty, Flex, Popconfirm, Progress, Table, Tag, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandOutcome } from '../../../components/command-outcome';
import { usePermission } from '../../../components/permission';
import { formatMinute } from '../../../lib/format';
import { useLiveRobots } from '../../../lib/live';
import { useResetConsumable } from '../api/reset-consumable';
import { consumableName } from './consumable-name';

/** Hours as the operate configuration tab shows them. */
const hours = (v: number) => fixedTo(v, 1);

/**
 * The consumables as the robot last reported them: what is left of each (below CONSUMABLE_WARN_PERCENT
 * in the warning colour and in words), and "Reset counter" after fitting a new part. The reset is the
 * operate settings tab's command, so only a holder of robotOperate:setting is offered it (as there);
 * while offered, the robot is followed live, so the command's outcome and the new report come in.
 */
export const ConsumableLife = ({ robot }: { robot: TRobotBuild }) => {
  const { t } = useTranslation('robotBuild');
  const { token } = theme.useToken();
  const canReset = usePermission('robotOperate:setting');
  useLiveRobots(canReset ? [robot.id] : null);
  const reset = useResetConsumable();
  const [sent, setSent] = useState<{ key: string; commandId: string } | null>(null);
  const nameOf = (key: string) => consumableName(t, key);
  const extra = robot.consumablesAt && (
    <Typography.Text type="secondary">{t('life.reportedAt', { at: formatMinute(robot.consumablesAt) })}</Typography.Text>
  );
  if (!robot.consumablesAt) {
    return (
      <Card size="small" title={t('life.title')}>
        <Empty description={t('life.neverReported')} />
      </Card>
    );
  }
  return (
    <Card size="small" title={t('life.title')} extra={extra}>
      <Table<TConsumableLife>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={robot.consumables}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('life.none')} /> }}
        columns={[
          { key: 'name', title: t('robotConfig:consumables.name'), render: (_, c) => nameOf(c.key) },
          {
            key: 'percent',
            title: t('robotConfig:consumables.remainingPercent'),
            width: 240,
            render: (_, c) => {
              const warn = c.remainingPercent < CONSUMABLE_WARN_PERCENT;
              return (
                <Flex vertical gap={4} align="flex-start">
                  <Progress
                    percent={c.remainingPercent}
                    size="small"
                    status="normal"
                    data-warning={warn}
                    strokeColor={warn ? token.colorWarning : undefined}
                    format={(p) => `${p}%`}
                    aria-label={t('life.percent', { name: nameOf(c.key), percent: c.remainingPercent })}
                    style={{ width: 200, margin: 0 }}
                  />
                  {warn && <Tag color="orange">{t('life.warn', { percent: CONSUMABLE_WARN_PERCENT })}</Tag>}
                </Flex>
              );
            },
          },
          {
            key: 'remaining',
            title: t('robotConfig:consumables.remaining'),
            render: (_, c) => t('life.remaining', { remaining: hours(c.remainingHours), lifespan: hours(c.lifespanHours) }),
          },
          ...(canReset
            ? [
                {
                  key: 'action',
                  title: t('common:actions'),
                  render: (_: unknown, c: TConsumableLife) => (
                    <Flex gap={8} align="center" wrap>
                      <Popconfirm
                        title={t('life.resetTitle', { name: nameOf(c.key) })}
                        description={t('life.resetText')}
                        okText={t('life.reset')}
                        onConfirm={() =>
                          reset.mutateAsync({ robotId: robot.id, key: c.key }).then(
                            (cmd) => setSent({ key: c.key, commandId: cmd.commandId }),
                            () => undefined,
                          )
                        }
                      >
                        <Button type="link" size="small" aria-label={t('life.resetLabel', { name: nameOf(c.key) })}>
                          {t('life.reset')}
                        </Button>
                      </Popconfirm>
                      {sent?.key === c.key && <CommandOutcome commandId={sent.commandId} />}
                    </Flex>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
};

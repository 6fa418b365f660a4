import { CONSUMABLE_WARN_PERCENT, type TConsumableLife, type TRobot } from '@fleet/contracts';
import { Button, Popconfirm, Progress, Table, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { useResetConsumable } from '../api/reset-consumable';
import { ConfigOutcome } from './config-outcome';

const hours = (v: number) => v.toFixed(1);

/**
 * Consumables with their lifespan and what is left of it; below CONSUMABLE_WARN_PERCENT the bar
 * turns to the warning colour. "Reset after replacement" asks first, then follows the command.
 */
export const ConsumablesTable = ({
  robot,
  consumables,
  readOnly,
}: {
  robot: TRobot;
  consumables: TConsumableLife[];
  readOnly: boolean;
}) => {
  const { t } = useTranslation('robotConfig');
  const { token } = theme.useToken();
  const reset = useResetConsumable();
  const [sent, setSent] = useState<{ key: string; commandId: string } | null>(null);
  const nameOf = (key: string) => t(`consumables.names.${key}`, { defaultValue: key });
  return (
    <Table<TConsumableLife>
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={consumables}
      locale={{ emptyText: t('consumables.none') }}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'name', title: t('consumables.name'), render: (_, c) => nameOf(c.key) },
        { key: 'lifespan', title: t('consumables.lifespan'), align: 'right', render: (_, c) => hours(c.lifespanHours) },
        { key: 'used', title: t('consumables.used'), align: 'right', render: (_, c) => hours(c.usedHours) },
        { key: 'remaining', title: t('consumables.remaining'), align: 'right', render: (_, c) => hours(c.remainingHours) },
        {
          key: 'percent',
          title: t('consumables.remainingPercent'),
          width: 200,
          render: (_, c) => {
            const warn = c.remainingPercent < CONSUMABLE_WARN_PERCENT;
            return (
              <Progress
                percent={c.remainingPercent}
                size="small"
                status="normal"
                data-warning={warn}
                strokeColor={warn ? token.colorWarning : undefined}
                format={(p) => `${p}%`}
                aria-label={`${nameOf(c.key)} ${c.remainingPercent}%`}
              />
            );
          },
        },
        {
          key: 'action',
          title: t('consumables.action'),
          render: (_, c) => (
            <>
              <Permission code="robotOperate:setting">
                <Popconfirm
                  title={t('confirm.resetTitle', { name: nameOf(c.key) })}
                  description={t('confirm.resetText')}
                  okText={t('actions.reset')}
                  onConfirm={() =>
                    reset.mutateAsync({ robotId: robot.id, key: c.key }).then(
                      (cmd) => setSent({ key: c.key, commandId: cmd.commandId }),
                      () => undefined,
                    )
                  }
                >
                  <Button type="link" size="small" disabled={readOnly} aria-label={`${t('actions.reset')} ${nameOf(c.key)}`}>
                    {t('actions.reset')}
                  </Button>
                </Popconfirm>
              </Permission>
              {sent?.key === c.key && <ConfigOutcome commandId={sent.commandId} />}
            </>
          ),
        },
      ]}
    />
  );
};

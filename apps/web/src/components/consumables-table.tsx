import { CONSUMABLE_WARN_PERCENT, fixedTo, type TConsumableLife } from '@fleet/contracts';
import { Button, Flex, Popconfirm, Progress, Table, Tag, theme, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from './permission';

/** Resetting a consumable's counter is the operate settings tab's command: its permission gates it everywhere. */
const RESET_CODE = 'robotOperate:setting';

/** True when the user may reset a consumable's counter (robotOperate:setting). */
export const useCanResetConsumable = () => usePermission(RESET_CODE);

/**
 * A consumable's name in the current language (robotConfig's catalogue), the robot's own key for one
 * the console does not know.
 */
export const consumableName = (t: TFunction, key: string) => t(`robotConfig:consumables.names.${key}`, { defaultValue: key });

/** Hours as every consumable view shows them: one decimal, rounded half away from zero. */
const hours = (v: number) => fixedTo(v, 1);

/** The words of the screen that shows the table, already translated (each screen keeps its own catalogue). */
export interface ConsumablesTableTexts {
  /** Header of the reset column. */
  action: string;
  /** Shown when the robot reported no consumables. */
  empty: ReactNode;
  /** The reset button's text, also the confirmation's OK. */
  reset: string;
  resetLabel: (name: string) => string;
  resetTitle: (name: string) => string;
  resetText: string;
  /** The remaining-life bar's accessible name. */
  percentLabel: (name: string, percent: number) => string;
  /** In words under a bar below CONSUMABLE_WARN_PERCENT (orange tag); without it only the bar's colour warns. */
  warn?: string;
  /**
   * The hours as one sentence after the bar; without it the lifespan, used and remaining hours are
   * columns of their own before the bar.
   */
  remaining?: (remaining: string, lifespan: string) => string;
}

interface Props {
  consumables: TConsumableLife[];
  texts: ConsumablesTableTexts;
  /** Reset offered but disabled (the robot's configuration cannot be changed now). */
  readOnly?: boolean;
  /** Sends the robot's resetConsumable command for the consumable; rejects when it was not sent. */
  onReset: (key: string) => Promise<{ commandId: string }>;
  /** The sent command's outcome, shown beside the reset button. */
  renderOutcome: (commandId: string) => ReactNode;
}

/**
 * A robot's consumables with what is left of their life: below CONSUMABLE_WARN_PERCENT the bar turns
 * to the warning colour (and says so in words when the screen gives them). "Reset" is offered only
 * with robotOperate:setting, asks first, then shows the command's outcome in its row.
 */
export const ConsumablesTable = ({ consumables, texts, readOnly, onReset, renderOutcome }: Props) => {
  const { t } = useTranslation('robotConfig');
  const { token } = theme.useToken();
  const canReset = useCanResetConsumable();
  const [sent, setSent] = useState<{ key: string; commandId: string } | null>(null);
  const nameOf = (key: string) => consumableName(t, key);
  const sentence = texts.remaining;

  const percent: TableColumnsType<TConsumableLife>[number] = {
    key: 'percent',
    title: t('consumables.remainingPercent'),
    width: texts.warn ? 240 : 200,
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
            aria-label={texts.percentLabel(nameOf(c.key), c.remainingPercent)}
            style={{ width: 200, margin: 0 }}
          />
          {warn && texts.warn && <Tag color="orange">{texts.warn}</Tag>}
        </Flex>
      );
    },
  };
  const action: TableColumnsType<TConsumableLife>[number] = {
    key: 'action',
    title: texts.action,
    render: (_, c) => (
      <Flex gap={8} align="center" wrap>
        <Popconfirm
          title={texts.resetTitle(nameOf(c.key))}
          description={texts.resetText}
          okText={texts.reset}
          onConfirm={() =>
            onReset(c.key).then(
              (cmd) => setSent({ key: c.key, commandId: cmd.commandId }),
              () => undefined,
            )
          }
        >
          <Button type="link" size="small" disabled={readOnly} aria-label={texts.resetLabel(nameOf(c.key))}>
            {texts.reset}
          </Button>
        </Popconfirm>
        {sent?.key === c.key && renderOutcome(sent.commandId)}
      </Flex>
    ),
  };

  const columns: TableColumnsType<TConsumableLife> = [
    { key: 'name', title: t('consumables.name'), render: (_, c) => nameOf(c.key) },
    ...(sentence
      ? [
          percent,
          {
            key: 'remaining',
            title: t('consumables.remaining'),
            render: (_: unknown, c: TConsumableLife) => sentence(hours(c.remainingHours), hours(c.lifespanHours)),
          },
        ]
      : [
          {
            key: 'lifespan',
            title: t('consumables.lifespan'),
            align: 'right' as const,
            render: (_: unknown, c: TConsumableLife) => hours(c.lifespanHours),
          },
          {
            key: 'used',
            title: t('consumables.used'),
            align: 'right' as const,
            render: (_: unknown, c: TConsumableLife) => hours(c.usedHours),
          },
          {
            key: 'remaining',
            title: t('consumables.remaining'),
            align: 'right' as const,
            render: (_: unknown, c: TConsumableLife) => hours(c.remainingHours),
          },
          percent,
        ]),
    ...(canReset ? [action] : []),
  ];

  return (
    <Table<TConsumableLife>
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={consumables}
      locale={{ emptyText: texts.empty }}
      scroll={{ x: 'max-content' }}
      columns={columns}
    />
  );
};

import { SyncOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One colour per meaning everywhere (design.md §7): online/normal green, working/executing blue,
 * charging cyan, warning orange, fault/abnormal/emergency stop red, offline/locked grey ('default').
 * Modes with no status meaning (paused, follow, manual) are purple, hosting types geekblue.
 */
export const ENUM_COLOURS = {
  OnlineState: { 0: 'default', 1: 'green' },
  LockState: { 0: 'green', 1: 'default' },
  WorkStatus: { 0: 'green', 1: 'blue', 2: 'purple', 3: 'green', 6: 'purple', 7: 'purple', 8: 'purple' },
  DeviceState: { 0: 'green', 1: 'blue', 2: 'red', 3: 'default', 4: 'red', 5: 'purple', 6: 'purple' },
  LocationState: { 0: 'orange', 1: 'green', 2: 'red', 3: 'blue' },
  ChargeStatus: { 0: 'default', 1: 'cyan', 2: 'cyan' },
  TrusteeshipType: { 0: 'default', 1: 'geekblue', 2: 'geekblue', 3: 'geekblue' },
  OperateState: { 0: 'blue', 1: 'green', 2: 'red', 3: 'orange' },
} as const satisfies Record<string, Record<number, string>>;

export type EnumName = keyof typeof ENUM_COLOURS;

interface Props {
  name: EnumName;
  value: number | null | undefined;
  icon?: ReactNode;
}

/** A state of a contract enum as a tag: its label in the current language and its colour, never colour alone. */
export const EnumTag = ({ name, value, icon }: Props) => {
  const { t } = useTranslation();
  if (value == null) return <span aria-label={t('robot:noValue')}>—</span>;
  const colour = (ENUM_COLOURS[name] as Record<number, string>)[value] ?? 'default';
  return (
    <Tag color={colour} icon={icon} data-colour={colour}>
      {t(`shared:enums.${name}.${value}`)}
    </Tag>
  );
};

export const OnlineTag = ({ online }: { online: boolean }) => <EnumTag name="OnlineState" value={online ? 1 : 0} />;
export const LockTag = ({ locked }: { locked: boolean }) => <EnumTag name="LockState" value={locked ? 1 : 0} />;

/** An operate state; "sent" spins while the robot has not answered. */
export const OperateStateTag = ({ state }: { state: number }) => (
  <EnumTag name="OperateState" value={state} icon={state === 0 ? <SyncOutlined spin /> : undefined} />
);

import type { TRobot } from '@fleet/contracts';
import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HostingBrief } from '../../../components/hosting-brief';
import { LockTag, OnlineTag } from '../../../components/status-tag';
import { formatMinute } from '../../../lib/format';
import { useRobotTypes } from '../../../lib/robot-types';

const MONO: React.CSSProperties = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

export interface RobotField {
  key: string;
  label: string;
  render: (r: TRobot) => ReactNode;
  /** The same value as plain text, for the CSV export of the page. */
  text: (r: TRobot) => string;
  width?: number;
}

/** Registration fields, shared by the table, the mobile cards and the CSV export (rule 7). */
export const useRegisterFields = (): RobotField[] => {
  const { t } = useTranslation('robot');
  const robotTypes = useRobotTypes();
  const kind = (r: TRobot) => (r.simulated ? t('kind.simulated') : t('kind.real'));
  const hosting = (r: TRobot) =>
    r.hosting ? `${t(`shared:enums.TrusteeshipType.${r.hosting.type}`)} · ${r.hosting.orgName}` : t('hosted.no');
  const f = (key: string, render: RobotField['render'], text: RobotField['text'], width?: number): RobotField => ({
    key,
    label: t(`fields.${key}`),
    render,
    text,
    width,
  });
  return [
    f(
      'deviceNumber',
      (r) => <Typography.Text style={MONO}>{r.deviceNumber}</Typography.Text>,
      (r) => r.deviceNumber,
      210,
    ),
    f(
      'alias',
      (r) => r.alias,
      (r) => r.alias,
      140,
    ),
    f(
      'robotType',
      (r) => robotTypes.name(r.robotType),
      (r) => robotTypes.name(r.robotType),
      110,
    ),
    f('simulated', (r) => <Tag color={r.simulated ? 'purple' : 'default'}>{kind(r)}</Tag>, kind, 100),
    f(
      'organization',
      (r) => r.orgName,
      (r) => r.orgName,
      150,
    ),
    f(
      'online',
      (r) => <OnlineTag online={r.live.online} />,
      (r) => t(`shared:enums.OnlineState.${r.live.online ? 1 : 0}`),
      100,
    ),
    f(
      'locked',
      (r) => <LockTag locked={r.locked} />,
      (r) => t(`shared:enums.LockState.${r.locked ? 1 : 0}`),
      100,
    ),
    f(
      'enabled',
      (r) => (r.enabled ? t('enabled.yes') : <Tag>{t('enabled.no')}</Tag>),
      (r) => t(`enabled.${r.enabled ? 'yes' : 'no'}`),
      90,
    ),
    f(
      'createdAt',
      (r) => formatMinute(r.createdAt),
      (r) => formatMinute(r.createdAt),
      150,
    ),
    f('hosting', (r) => <HostingBrief hosting={r.hosting} compact />, hosting, 220),
  ];
};

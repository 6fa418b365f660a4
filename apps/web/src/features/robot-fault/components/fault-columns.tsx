import { FAULT_TRANSITIONS, type TRobotFault } from '@fleet/contracts';
import { Tooltip, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { CellStack } from '../../../components/cell-stack';
import { RowActions } from '../../../components/row-actions';
import { formatTime } from '../../../lib/format';
import { newWorkOrderPath, WORK_ORDER_LEVEL_OF } from '../../../lib/work-order-prefill';
import { EventLevelTag, faultCodeLabel } from '../../../components/event-level';
import type { FaultAction } from '../api/handle-robot-fault';
import { FaultStateTag } from './fault-tags';

const allowed = (f: TRobotFault, a: FaultAction) => 'to' in FAULT_TRANSITIONS[a][f.state];

/** Who handled it and when, with the note on hover; an automatic resolve says so. */
const Handling = ({ f, t }: { f: TRobotFault; t: TFunction }) => {
  if (f.state === 'resolved') {
    const who = f.resolvedAuto ? t('resolvedAuto') : t('resolvedBy', { who: f.resolvedBy ?? '—' });
    return (
      <CellStack>
        <Tooltip title={f.resolveNote}>
          <span>{who}</span>
        </Tooltip>
        <Typography.Text type="secondary">{formatTime(f.resolvedAt)}</Typography.Text>
      </CellStack>
    );
  }
  if (f.state === 'acknowledged') {
    return (
      <CellStack>
        <Tooltip title={f.acknowledgeNote}>
          <span>{t('acknowledgedBy', { who: f.acknowledgedBy ?? '—' })}</span>
        </Tooltip>
        <Typography.Text type="secondary">{formatTime(f.acknowledgedAt)}</Typography.Text>
      </CellStack>
    );
  }
  return <Typography.Text type="secondary">{t('nobodyYet')}</Typography.Text>;
};

/**
 * The fault center's columns; the keys of sortable ones are FAULT_SORT_FIELDS. Their widths add up to
 * what the table has at a 1200 px window (the actions stack), so no column hides under the fixed one.
 */
export const faultColumns = (
  t: TFunction,
  te: TFunction,
  onAction: (f: TRobotFault, a: FaultAction) => void,
  onWorkOrder: (path: string) => void,
): TableColumnsType<TRobotFault> => [
  {
    key: 'level',
    title: t('fields.levelState'),
    width: 104,
    render: (_, f) => (
      <CellStack>
        <EventLevelTag level={f.level} />
        <FaultStateTag state={f.state} />
      </CellStack>
    ),
  },
  {
    key: 'robot',
    title: t('fields.robot'),
    width: 170,
    render: (_, f) => (
      <CellStack>
        <Link to={`/contentPage/robotOperate/operateContent/robotEvent?robotId=${f.robotId}`}>{f.robotAlias || f.deviceNumber}</Link>
        <Typography.Text type="secondary">{f.deviceNumber}</Typography.Text>
        <Typography.Text type="secondary">{f.orgName ?? '—'}</Typography.Text>
      </CellStack>
    ),
  },
  {
    key: 'fault',
    title: t('fields.fault'),
    width: 190,
    render: (_, f) => (
      <CellStack>
        <span>{faultCodeLabel(t, te, f)}</span>
        {/* The robot's own words, unless they only repeat the label. */}
        {f.message && f.message !== faultCodeLabel(t, te, f) && (
          <Typography.Text type="secondary" ellipsis={{ tooltip: f.message }} style={{ maxWidth: 174 }}>
            {f.message}
          </Typography.Text>
        )}
      </CellStack>
    ),
  },
  {
    key: 'openedAt',
    title: t('fields.opened'),
    width: 160,
    render: (_, f) => (
      <CellStack>
        <span>{formatTime(f.openedAt)}</span>
        {/* Reported again while open: how often, and when it was last. */}
        {f.occurrences > 1 && (
          <Typography.Text type="secondary">{t('lastSeen', { count: f.occurrences, time: formatTime(f.lastSeenAt) })}</Typography.Text>
        )}
      </CellStack>
    ),
  },
  { key: 'handling', title: t('fields.handling'), width: 150, render: (_, f) => <Handling f={f} t={t} /> },
  {
    key: 'actions',
    title: t('fields.actions'),
    width: 120,
    fixed: 'right',
    render: (_, f) => (
      <RowActions
        subject={`${f.robotAlias || f.deviceNumber} ${faultCodeLabel(t, te, f)}`}
        actions={[
          {
            key: 'acknowledge',
            label: t('actions.acknowledge'),
            code: 'robotFault:edit',
            disabledReason: allowed(f, 'acknowledge') ? undefined : t(f.state === 'resolved' ? 'why.resolved' : 'why.acknowledged'),
            onClick: () => onAction(f, 'acknowledge'),
          },
          {
            key: 'resolve',
            label: t('actions.resolve'),
            code: 'robotFault:edit',
            disabledReason: allowed(f, 'resolve') ? undefined : t('why.resolved'),
            onClick: () => onAction(f, 'resolve'),
          },
          {
            key: 'workOrder',
            label: t('actions.workOrder'),
            code: 'workOrderRecord:create',
            onClick: () =>
              onWorkOrder(
                newWorkOrderPath({
                  deviceNumber: f.deviceNumber,
                  level: WORK_ORDER_LEVEL_OF[f.level],
                  description: `${faultCodeLabel(t, te, f)}${f.message ? `: ${f.message}` : ''}`.slice(0, 300),
                }),
              ),
          },
        ]}
      />
    ),
  },
];

import type { TReservation } from '@fleet/contracts';
import { Button, Popconfirm, Space, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { feedback } from '../../../lib/feedback';
import { useDeleteReservation } from '../api/delete-reservation';
import { useSwitchReservation } from '../api/switch-reservation';
import { formatTime } from '../../../lib/format';

/** Success green, the robot's own troubles (upgrading, abnormal) orange, everything that made the run fail red. */
const RESULT_COLOURS: Record<number, string> = { 0: 'green', 1: 'orange', 2: 'orange', 3: 'red', 4: 'red', 5: 'red', 6: 'default' };

export const ReservationResultTag = ({ value }: { value: number | null }) => {
  const { t } = useTranslation('robotTask');
  if (value === null) return <span>{t('reserve.never')}</span>;
  return <Tag color={RESULT_COLOURS[value]}>{t(`shared:enums.ReservationResult.${value}`)}</Tag>;
};

const EnableSwitch = ({ r, allowed }: { r: TReservation; allowed: boolean }) => {
  const { t } = useTranslation('robotTask');
  const toggle = useSwitchReservation();
  return (
    <Switch
      size="small"
      checked={r.enabled}
      disabled={!allowed}
      loading={toggle.isPending}
      aria-label={t('actions.enable', { name: r.name })}
      onChange={(enabled) => toggle.mutate({ reservation: r, enabled })}
    />
  );
};

const Actions = ({ r, onEdit }: { r: TReservation; onEdit: (r: TReservation) => void }) => {
  const { t } = useTranslation('robotTask');
  const del = useDeleteReservation();
  return (
    <Space size={4}>
      <Button type="link" size="small" onClick={() => onEdit(r)} aria-label={`${t('actions.edit')} ${r.name}`}>
        {t('actions.edit')}
      </Button>
      <Popconfirm
        title={t('reserve.deleteTitle', { name: r.name })}
        description={t('reserve.deleteText')}
        okText={t('actions.delete')}
        okButtonProps={{ danger: true, loading: del.isPending }}
        onConfirm={() =>
          del.mutateAsync(r).then(
            () => void feedback().message.success(t('reserve.deleted')),
            () => undefined,
          )
        }
      >
        <Button type="link" size="small" danger aria-label={`${t('actions.delete')} ${r.name}`}>
          {t('actions.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
};

/** Reservation columns of spec §3: name, execution mode, times, landmark, task time, creator, result, state. */
export const useReservationColumns = (opts: { canWrite: boolean; onEdit: (r: TReservation) => void }): TableColumnsType<TReservation> => {
  const { t } = useTranslation('robotTask');
  const title = (...keys: string[]) => keys.map((k) => t(`reserve.fields.${k}`)).join(' / ');
  const secondary = (v: React.ReactNode) => <Typography.Text type="secondary">{v}</Typography.Text>;
  // Values that belong together share a column, one under the other: the list fits a 1400 px screen.
  return [
    { title: t('reserve.fields.name'), dataIndex: 'name', key: 'name', width: 140 },
    {
      title: title('execMode', 'date', 'execTimes'),
      key: 'execMode',
      width: 150,
      render: (_, r) => (
        <CellStack>
          {t(`shared:enums.ExecMode.${r.execMode}`)}
          {r.date && secondary(r.date)}
          {secondary(r.execTimes.join(', '))}
        </CellStack>
      ),
    },
    {
      title: t('reserve.fields.landmark'),
      key: 'landmark',
      width: 150,
      render: (_, r) => `${r.mapName ?? r.mapId} · ${r.landmarkName ?? r.landmarkId}`,
    },
    {
      title: t('reserve.fields.taskMinutes'),
      key: 'taskMinutes',
      width: 100,
      render: (_, r) => t('reserve.minutes', { n: r.taskMinutes }),
    },
    { title: t('reserve.fields.creator'), dataIndex: 'creator', key: 'creator', width: 100, render: (c: string | null) => c ?? '—' },
    {
      title: title('lastResult', 'lastRunAt'),
      key: 'lastResult',
      width: 160,
      render: (_, r) => (
        <CellStack>
          <ReservationResultTag value={r.lastResult} />
          {r.lastRunAt && secondary(formatTime(r.lastRunAt))}
        </CellStack>
      ),
    },
    { title: t('reserve.fields.enabled'), key: 'enabled', width: 80, render: (_, r) => <EnableSwitch r={r} allowed={opts.canWrite} /> },
    ...(opts.canWrite
      ? [
          {
            title: t('common:actions'),
            key: 'actions',
            fixed: 'right' as const,
            width: 140,
            render: (_: unknown, r: TReservation) => <Actions r={r} onEdit={opts.onEdit} />,
          },
        ]
      : []),
  ];
};

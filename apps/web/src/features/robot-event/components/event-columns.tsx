import type { TEventLevel, TRobotEvent } from '@fleet/contracts';
import { Button, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { EventLevelTag, eventTypeLabel } from '../../../components/event-level';
import { formatTime } from '../../../lib/format';

export const eventColumns = (t: TFunction, onImage: (e: TRobotEvent) => void): TableColumnsType<TRobotEvent> => [
  { key: 'ts', title: t('columns.time'), dataIndex: 'ts', width: 190, render: (v: string) => formatTime(v) },
  { key: 'type', title: t('columns.type'), dataIndex: 'type', render: (v: string) => eventTypeLabel(t, v) },
  {
    key: 'level',
    title: t('columns.level'),
    dataIndex: 'level',
    width: 110,
    render: (v: TEventLevel) => <EventLevelTag level={v} />,
  },
  { key: 'code', title: t('columns.code'), dataIndex: 'code', width: 100, render: (v: string | null) => v ?? '—' },
  { key: 'message', title: t('columns.message'), dataIndex: 'message', render: (v: string | null) => v ?? '—' },
  {
    key: 'accuracy',
    title: t('columns.accuracy'),
    dataIndex: 'accuracy',
    width: 120,
    align: 'right',
    render: (v: number | null) => (v === null ? '—' : `${(v * 100).toFixed(1)} %`),
  },
  {
    key: 'image',
    title: t('columns.image'),
    width: 110,
    render: (_: unknown, e: TRobotEvent) =>
      e.hasImage ? (
        <Button
          size="small"
          onClick={() => onImage(e)}
          aria-label={t('viewImageOf', { type: eventTypeLabel(t, e.type), time: formatTime(e.ts) })}
        >
          {t('viewImage')}
        </Button>
      ) : (
        '—'
      ),
  },
];

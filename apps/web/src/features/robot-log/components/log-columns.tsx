import { OperateState } from '@fleet/contracts';
import type { TRobotLog } from '@fleet/contracts';
import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { ackReasonText } from '../../../lib/ack-reason';
import { formatBytes, formatTime } from '../../../lib/format';

/** Where a request stands, in one word: the file arrived, or what became of the command. */
export const logStatus = (l: TRobotLog) =>
  l.uploadedAt
    ? 'received'
    : l.operateState === OperateState.FAILED
      ? 'refused'
      : l.operateState === OperateState.WAIT_TIMEOUT
        ? 'noAnswer'
        : l.operateState === OperateState.SUCCESS
          ? 'uploading'
          : 'waiting';
const COLOURS = { received: 'green', refused: 'red', noAnswer: 'orange', uploading: 'blue', waiting: 'blue' } as const;

export const logColumns = (t: TFunction, canDownload: boolean, onDownload: (l: TRobotLog) => void): TableColumnsType<TRobotLog> => [
  { key: 'requestedAt', title: t('columns.requestedAt'), dataIndex: 'requestedAt', width: 160, render: (v: string) => formatTime(v) },
  {
    key: 'requestedBy',
    title: t('columns.requestedBy'),
    dataIndex: 'requestedBy',
    width: 100,
    render: (v: string | null) => v ?? t('system'),
  },
  { key: 'minutes', title: t('columns.period'), dataIndex: 'minutes', width: 100, render: (v: number) => t('lastMinutes', { count: v }) },
  {
    key: 'status',
    title: t('columns.status'),
    width: 100,
    render: (_: unknown, l: TRobotLog) => {
      const s = logStatus(l);
      const tag = <Tag color={COLOURS[s]}>{t(`status.${s}`)}</Tag>;
      return s === 'refused' && l.reason ? <Tooltip title={ackReasonText(t, l.reason)}>{tag}</Tooltip> : tag;
    },
  },
  { key: 'fileName', title: t('columns.fileName'), dataIndex: 'fileName', width: 150, render: (v: string | null) => v ?? '—' },
  { key: 'lines', title: t('columns.lines'), dataIndex: 'lines', width: 80, align: 'right', render: (v: number | null) => v ?? '—' },
  { key: 'bytes', title: t('columns.size'), dataIndex: 'bytes', width: 90, align: 'right', render: (v: number | null) => formatBytes(v) },
  { key: 'uploadedAt', title: t('columns.uploadedAt'), dataIndex: 'uploadedAt', width: 160, render: (v: string | null) => formatTime(v) },
  {
    key: 'download',
    title: t('columns.download'),
    width: 100,
    render: (_: unknown, l: TRobotLog) =>
      l.uploadedAt && canDownload ? (
        <Button size="small" onClick={() => onDownload(l)} aria-label={t('downloadOf', { name: l.fileName })}>
          {t('download')}
        </Button>
      ) : (
        '—'
      ),
  },
];

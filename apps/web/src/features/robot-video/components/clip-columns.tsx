import type { TClip } from '@fleet/contracts';
import { Button, Popconfirm, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Permission } from '../../../components/permission';
import { formatTime } from '../../../lib/format';

export const clipSeconds = (c: TClip) =>
  c.endedAt ? Math.max(0, Math.round((Date.parse(c.endedAt) - Date.parse(c.startedAt)) / 1000)) : null;

export const formatBytes = (n: number) =>
  n < 1024 ? `${n} B` : n < 1024 ** 2 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 ** 2).toFixed(1)} MB`;

/** The clip list's columns: start, type (with the incident's event), duration, frames, size, who, actions. */
export const clipColumns = (t: TFunction, actions: { play: (c: TClip) => void; remove: (c: TClip) => void }): ColumnsType<TClip> => [
  { title: t('clips.fields.startedAt'), key: 'startedAt', dataIndex: 'startedAt', width: 180, render: (v: string) => formatTime(v) },
  {
    title: t('clips.fields.reason'),
    dataIndex: 'reason',
    width: 200,
    render: (_v, c) => (
      <Space size={4}>
        <Tag color={c.reason === 'event' ? 'red' : 'blue'}>{t(`clips.reasons.${c.reason}`)}</Tag>
        {c.eventType && <span>{c.eventType}</span>}
      </Space>
    ),
  },
  {
    title: t('clips.fields.duration'),
    key: 'duration',
    width: 110,
    render: (_v, c) => {
      const s = clipSeconds(c);
      return s === null ? <Tag color="processing">{t('clips.recordingNow')}</Tag> : t('clips.seconds', { n: s });
    },
  },
  { title: t('clips.fields.frames'), key: 'frameCount', dataIndex: 'frameCount', width: 90, align: 'right' },
  { title: t('clips.fields.size'), key: 'bytes', dataIndex: 'bytes', width: 110, align: 'right', render: (v: number) => formatBytes(v) },
  { title: t('clips.fields.createdBy'), dataIndex: 'createdByName', width: 140, render: (v: string | null) => v ?? '—' },
  {
    title: t('common:actions'),
    key: 'actions',
    width: 160,
    fixed: 'right',
    render: (_v, c) => (
      <Space size={0}>
        <Button type="link" onClick={() => actions.play(c)} disabled={!c.endedAt || c.frameCount === 0}>
          {t('clips.play')}
        </Button>
        <Permission code="robotOperate:video">
          <Popconfirm
            title={t('clips.deleteConfirm')}
            description={t('clips.deleteText')}
            okButtonProps={{ danger: true }}
            okText={t('common:delete')}
            onConfirm={() => actions.remove(c)}
          >
            <Button type="link" danger>
              {t('common:delete')}
            </Button>
          </Popconfirm>
        </Permission>
      </Space>
    ),
  },
];

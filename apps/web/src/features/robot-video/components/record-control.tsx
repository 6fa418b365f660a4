import { VideoCameraOutlined } from '@ant-design/icons';
import { App, Button, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { useNow } from '../../../lib/clock';
import { useRecordingStatus } from '../api/get-video-status';
import { useStartRecording } from '../api/start-recording';
import { useStopRecording } from '../api/stop-recording';

const mmss = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

const Elapsed = ({ since }: { since: string }) => {
  const { t } = useTranslation('robotVideo');
  const now = useNow();
  return (
    <Tag color="red" role="status">
      {t('record.recording', { elapsed: mmss(now - Date.parse(since)) })}
    </Tag>
  );
};

/** Record start/stop while watching: the server records what it relays (at most 5 minutes). */
export const RecordControl = ({ robotId, online }: { robotId: number; online: boolean }) => {
  const { t } = useTranslation('robotVideo');
  const { message } = App.useApp();
  const recording = useRecordingStatus(robotId).data?.recording ?? null;
  const start = useStartRecording(robotId);
  const stop = useStopRecording(robotId);
  const onStop = () => stop.mutate(undefined, { onSuccess: (clip) => void message.success(clip ? t('record.saved') : t('record.empty')) });
  return (
    <Permission code="robotOperate:video">
      {recording ? (
        <Space>
          <Elapsed since={recording.startedAt} />
          <Button danger onClick={onStop} loading={stop.isPending}>
            {t('record.stop')}
          </Button>
        </Space>
      ) : (
        <Tooltip title={t('record.maxHint')}>
          <Button icon={<VideoCameraOutlined />} onClick={() => start.mutate()} loading={start.isPending} disabled={!online}>
            {t('record.start')}
          </Button>
        </Tooltip>
      )}
    </Permission>
  );
};

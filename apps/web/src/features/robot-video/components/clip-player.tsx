import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import type { TClip } from '@fleet/contracts';
import { Alert, Button, Empty, Flex, Modal, Progress, Slider, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClipFrames } from '../api/get-clip-frames';
import { formatClockMs } from '../../../lib/format';

/**
 * Plays a recorded clip at the pace it was captured: each frame is shown until the next one's capture
 * time, so a 2 fps and a 5 fps clip both play in real time. Play/pause, and a slider to seek by frame.
 */
export const ClipPlayer = ({ clip, onClose }: { clip: TClip | null; onClose: () => void }) => {
  const { t } = useTranslation('robotVideo');
  const [progress, setProgress] = useState({ loaded: 0, total: clip?.frameCount ?? 0 });
  const { data: frames, isError, refetch } = useClipFrames(clip, (loaded, total) => setProgress({ loaded, total }));
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    setIndex(0);
    setPlaying(true);
    setProgress({ loaded: 0, total: clip?.frameCount ?? 0 });
  }, [clip]);

  // Playback is a timer of the player itself (the clip's own pace), not a poll of anything.
  useEffect(() => {
    if (!frames || !playing) return;
    if (index >= frames.length - 1) return setPlaying(false);
    const wait = Math.min(2_000, Math.max(20, frames[index + 1]!.ts - frames[index]!.ts));
    const timer = setTimeout(() => setIndex((i) => i + 1), wait);
    return () => clearTimeout(timer);
  }, [frames, playing, index]);

  const frame = frames?.[index];
  const toggle = () => {
    if (!frames) return;
    if (!playing && index >= frames.length - 1) setIndex(0);
    setPlaying((p) => !p);
  };

  return (
    <Modal open={clip !== null} title={t('player.title')} footer={null} onCancel={onClose} width={760} destroyOnHidden>
      {isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={() => void refetch()}>{t('retry')}</Button>} />
      ) : !frames ? (
        <Flex vertical align="center" gap={8} style={{ padding: 24 }}>
          <Progress percent={progress.total ? Math.round((progress.loaded / progress.total) * 100) : 0} style={{ width: 300 }} />
          <Typography.Text type="secondary">{t('player.loading', progress)}</Typography.Text>
        </Flex>
      ) : !frame ? (
        <Empty description={t('player.noFrames')} />
      ) : (
        <Flex vertical gap={8}>
          <div
            style={{
              background: '#111',
              aspectRatio: '16 / 9',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              borderRadius: 6,
            }}
          >
            <img
              src={`data:image/jpeg;base64,${frame.jpeg}`}
              alt={t('player.frameOf', { n: index + 1, total: frames.length })}
              style={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
          </div>
          <Flex align="center" gap={12}>
            <Button
              shape="circle"
              onClick={toggle}
              aria-label={playing ? t('player.pause') : t('player.play')}
              icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
            />
            <Slider
              style={{ flex: 1 }}
              min={0}
              max={frames.length - 1}
              value={index}
              ariaLabelForHandle={t('player.seek')}
              onChange={(v) => {
                setPlaying(false);
                setIndex(v);
              }}
              tooltip={{ formatter: (v) => (v === undefined ? '' : formatClockMs(frames[v]!.ts)) }}
            />
          </Flex>
          <Flex justify="space-between">
            <Typography.Text data-testid="player-time">{dayjs(frame.ts).format('YYYY-MM-DD HH:mm:ss.SSS')}</Typography.Text>
            <Typography.Text type="secondary">{t('player.frameOf', { n: index + 1, total: frames.length })}</Typography.Text>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
};

import { CompressOutlined, ExpandOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Flex, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/clock';
import { VIDEO_STALLED_AFTER_MS, type RobotVideo } from '../../../lib/use-robot-video';

const useFullscreen = (el: React.RefObject<HTMLElement | null>) => {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const sync = () => setOn(document.fullscreenElement !== null && document.fullscreenElement === el.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [el]);
  const toggle = () => void (on ? document.exitFullscreen() : el.current?.requestFullscreen())?.catch(() => undefined);
  return { on, toggle, supported: typeof document !== 'undefined' && document.fullscreenEnabled === true };
};

/**
 * The live picture of one robot: the newest frame with its capture time, delay and frame rate, a
 * "waiting" state until the first frame, the offline state, and full screen. Reused by a video wall.
 */
export const LiveView = ({ video, online, label }: { video: RobotVideo; online: boolean; label: string }) => {
  const { t } = useTranslation('robotVideo');
  const box = useRef<HTMLDivElement>(null);
  const full = useFullscreen(box);
  const now = useNow();
  const { frame, fps, error, ageMs: age } = video;
  const stalled = frame !== null && now - frame.receivedAt > VIDEO_STALLED_AFTER_MS;

  const picture = error ? (
    <Alert type="error" showIcon title={t(`refused.${error}`, { defaultValue: t('refused.other', { code: error }) })} />
  ) : !online ? (
    <Typography.Text style={{ color: '#bbb' }}>{t('offline')}</Typography.Text>
  ) : !frame ? (
    <Flex vertical align="center" gap={8}>
      <Spin />
      <Typography.Text style={{ color: '#ddd' }}>{t('waiting')}</Typography.Text>
      <Typography.Text style={{ color: '#999', fontSize: 12 }}>{t('waitingHint')}</Typography.Text>
    </Flex>
  ) : (
    <img
      src={frame.url}
      alt={t('picture', { robot: label })}
      style={{ width: '100%', height: '100%', objectFit: 'contain', opacity: stalled ? 0.5 : 1 }}
    />
  );

  return (
    <Flex vertical gap={8}>
      <div
        ref={box}
        data-testid="live-picture"
        style={{
          position: 'relative',
          background: '#111',
          aspectRatio: '16 / 9',
          width: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: 6,
          overflow: 'hidden',
        }}
      >
        {picture}
        {full.supported && (
          <Button
            size="small"
            style={{ position: 'absolute', right: 8, bottom: 8 }}
            onClick={full.toggle}
            icon={full.on ? <CompressOutlined /> : <ExpandOutlined />}
            aria-label={full.on ? t('exitFullscreen') : t('fullscreen')}
          />
        )}
      </div>
      <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
        <Descriptions.Item label={t('frameTime')}>
          <span data-testid="frame-time">{frame ? dayjs(frame.ts).format('YYYY-MM-DD HH:mm:ss.SSS') : '—'}</span>
          {stalled && <Tag style={{ marginLeft: 8 }}>{t('stalled')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('frameAge')}>{age === null ? '—' : `${(age / 1000).toFixed(1)} s`}</Descriptions.Item>
        <Descriptions.Item label={t('fps')}>{frame ? t('fpsValue', { fps: fps.toFixed(1) }) : '—'}</Descriptions.Item>
      </Descriptions>
    </Flex>
  );
};

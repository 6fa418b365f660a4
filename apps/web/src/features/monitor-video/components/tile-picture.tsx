import { Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAgeText } from '../../../components/value-age';
import { useNow } from '../../../lib/clock';
import { VIDEO_STALLED_AFTER_MS, type RobotVideo } from '../../../lib/use-robot-video';

/** Why a tile shows no live picture; null: it plays. */
export type TileBlock = 'unavailable' | 'offline' | 'paused' | null;

const caption: React.CSSProperties = { color: '#fff', fontSize: 12, lineHeight: '18px' };

/**
 * One robot's picture on the wall, with its name, the age of the newest frame and the measured frame
 * rate over it; the states without a picture say why (offline, paused off screen, no signal).
 */
export const TilePicture = ({ video, label, block }: { video: RobotVideo; label: string; block: TileBlock }) => {
  const { t } = useTranslation('monitorVideo');
  const now = useNow();
  const age = useAgeText();
  const { frame, fps, error } = video;
  const stalled = frame !== null && now - frame.receivedAt > VIDEO_STALLED_AFTER_MS;
  const notice = block
    ? t(`tile.${block}`)
    : error
      ? error === 'NOT_FOUND'
        ? t('tile.unavailable')
        : t('tile.refused', { code: error })
      : stalled
        ? t('tile.noSignal')
        : null;
  const showFrame = frame !== null && block !== 'unavailable' && !error;
  return (
    <div style={{ position: 'absolute', inset: 0, background: '#111', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {showFrame ? (
        <img
          src={frame.url}
          alt={t('tile.picture', { robot: label })}
          style={{ width: '100%', height: '100%', objectFit: 'contain', opacity: notice ? 0.4 : 1 }}
        />
      ) : !notice ? (
        <Flex vertical align="center" gap={8}>
          <Spin size="small" />
          <Typography.Text style={{ color: '#ddd', fontSize: 12 }}>{t('tile.waiting')}</Typography.Text>
        </Flex>
      ) : null}
      {notice && (
        <Typography.Text data-testid="tile-notice" style={{ position: 'absolute', color: '#eee', fontWeight: 600, textAlign: 'center' }}>
          {notice}
        </Typography.Text>
      )}
      <Flex
        justify="space-between"
        gap={8}
        style={{ position: 'absolute', left: 0, right: 0, bottom: 0, padding: '2px 8px', background: 'rgba(0,0,0,0.65)' }}
      >
        <span style={{ ...caption, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</span>
        <span style={{ ...caption, whiteSpace: 'nowrap' }} data-testid="tile-stats">
          {frame ? `${age(new Date(frame.ts).toISOString(), now)} · ${t('tile.fps', { fps: fps.toFixed(1) })}` : t('tile.noFrame')}
        </span>
      </Flex>
    </div>
  );
};

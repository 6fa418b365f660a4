import { CloseOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRobotQuery } from '../../../lib/robot-api';
import { useRobotVideo } from '../../../lib/use-robot-video';
import { useVisible } from '../hooks/use-visible';
import { TilePicture, type TileBlock } from './tile-picture';

interface Props {
  robotId: number;
  /** Its name from the picker's list, shown until the robot's own detail has loaded. */
  name?: string;
  /** The session holds robotMonitor:video; without it nothing is watched (the hub would refuse). */
  canWatch: boolean;
  onRemove: () => void;
}

/**
 * A tile of the wall. It watches the robot's video through the live client (the same relay as the
 * operate tab) only while the robot is online and the tile is seen; otherwise the watch ends and
 * with it the server's lease. Clicking enlarges the same picture in a dialog (Esc closes it).
 */
export const WallTile = ({ robotId, name, canWatch, onRemove }: Props) => {
  const { t } = useTranslation('monitorVideo');
  const box = useRef<HTMLDivElement>(null);
  const visible = useVisible(box);
  const robot = useQuery({ ...getRobotQuery(robotId), meta: { silent: true } });
  const online = robot.data?.live.online === true;
  const video = useRobotVideo(canWatch && visible && online ? robotId : null);
  const [enlarged, setEnlarged] = useState(false);
  const label = robot.data ? robot.data.alias || robot.data.deviceNumber : (name ?? `#${robotId}`);
  const block: TileBlock = robot.isError ? 'unavailable' : robot.data && !online ? 'offline' : !visible ? 'paused' : null;

  return (
    <div
      ref={box}
      data-testid="wall-tile"
      data-robot-id={robotId}
      style={{ position: 'relative', minHeight: 0, borderRadius: 6, overflow: 'hidden' }}
    >
      <button
        type="button"
        aria-label={t('tile.enlarge', { robot: label })}
        onClick={() => setEnlarged(true)}
        style={{ position: 'absolute', inset: 0, padding: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
      >
        <TilePicture video={video} label={label} block={block} />
      </button>
      <Button
        size="small"
        shape="circle"
        icon={<CloseOutlined />}
        aria-label={t('tile.remove', { robot: label })}
        onClick={onRemove}
        style={{ position: 'absolute', top: 6, right: 6 }}
      />
      <Modal
        open={enlarged}
        onCancel={() => setEnlarged(false)}
        footer={null}
        title={label}
        width="min(1200px, 90vw)"
        destroyOnHidden
        centered
      >
        <div style={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: 6, overflow: 'hidden' }} data-testid="enlarged-tile">
          <TilePicture video={video} label={label} block={block} />
        </div>
      </Modal>
    </div>
  );
};

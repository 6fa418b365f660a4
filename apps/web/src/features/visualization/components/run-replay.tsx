import { PauseOutlined, CaretRightOutlined } from '@ant-design/icons';
import type { TVisRunPath } from '@fleet/contracts';
import { Alert, Button, Flex, Slider, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapCanvas } from '../../../components/map-canvas';
import { formatTime } from '../../../lib/format';

/** One sample per step: 10 s of the run every 400 ms, so an hour plays in about 2½ minutes. */
const STEP_MS = 400;

/** The run's path on its map up to the slider's point, the robot at that point heading along the path. */
export const RunReplay = ({ path, retentionDays }: { path: TVisRunPath; retentionDays: number }) => {
  const { t } = useTranslation('visualization');
  const { points, map, run } = path;
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const last = points.length - 1;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setAt((i) => (i >= last ? i : i + 1)), STEP_MS);
    return () => clearInterval(timer);
  }, [playing, last]);
  useEffect(() => {
    if (at >= last) setPlaying(false);
  }, [at, last]);
  const trail = useMemo(() => points.slice(0, at + 1), [points, at]);
  if (run.samplesExpired) return <Alert type="info" showIcon title={t('robot.expiredRun', { days: retentionDays })} />;
  if (points.length === 0) return <Alert type="info" showIcon title={t('robot.noPoints')} />;
  if (!map) return <Alert type="info" showIcon title={t('robot.noMap')} />;
  const p = points[at]!;
  const prev = points[Math.max(0, at - 1)]!;
  const next = points[Math.min(last, at + 1)]!;
  const [from, to] = at > 0 ? [prev, p] : [p, next];
  const pose = { x: p.x, y: p.y, angle: Math.atan2(to.y - from.y, to.x - from.x) };
  return (
    <Flex vertical gap={8}>
      <MapCanvas map={map} grid={map.grid} pose={pose} trail={trail} height={420} />
      <Flex gap={12} align="center">
        <Button
          icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
          onClick={() => {
            if (!playing && at >= last) setAt(0);
            setPlaying(!playing);
          }}
        >
          {playing ? t('robot.pause') : t('robot.play')}
        </Button>
        <Slider
          style={{ flex: 1 }}
          min={0}
          max={last}
          value={at}
          onChange={(v) => {
            setPlaying(false);
            setAt(v);
          }}
          tooltip={{ formatter: (v) => formatTime(points[v ?? 0]?.ts) }}
          ariaLabelForHandle={t('robot.slider')}
          ariaValueTextFormatterForHandle={(v) => t('robot.at', { time: formatTime(points[v]?.ts), n: v + 1, total: points.length })}
        />
      </Flex>
      <Typography.Text type="secondary" data-testid="replay-position">
        {t('robot.at', { time: formatTime(p.ts), n: at + 1, total: points.length })}
      </Typography.Text>
    </Flex>
  );
};

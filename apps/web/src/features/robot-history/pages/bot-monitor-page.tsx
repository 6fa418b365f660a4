import { MONITOR_WINDOWS, UNITS, type TMonitorPoint, type TMonitorWindow } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Row, Segmented, Skeleton, Statistic } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperateRobotId } from '../../../lib/operate-robot';
import { getRobotQuery } from '../../../lib/robot-api';
import { useRobotMonitor } from '../api/get-robot-monitor';
import { MonitorChart } from '../components/monitor-chart';
import { useLiveTail } from '../components/use-live-tail';

const weighted = (points: readonly TMonitorPoint[], pick: (p: TMonitorPoint) => number | null) => {
  let sum = 0;
  let n = 0;
  for (const p of points) {
    const v = pick(p);
    if (v !== null) {
      sum += v * p.samples;
      n += p.samples;
    }
  }
  return n ? sum / n : null;
};

/**
 * botMonitor: a robot's battery, speed, signal and states over the windows of spec §9 (current, within
 * a week, within a month) from stored history; the current window keeps growing with the live state.
 */
export const BotMonitorPage = () => {
  const { t } = useTranslation('robotHistory');
  const robotId = useOperateRobotId()!;
  const [window, setWindow] = useState<TMonitorWindow>('current');
  const { data, isLoading, isError, refetch, isFetching } = useRobotMonitor(robotId, window);
  const robot = useQuery(getRobotQuery(robotId)).data;
  const tail = useLiveTail(window === 'current' ? robot?.live : undefined, data?.window === 'current' ? data.to : undefined);
  const points = useMemo(() => [...(data?.points ?? []), ...tail], [data, tail]);
  const minBattery = points.reduce<number | null>(
    (m, p) => (p.batteryMin === null ? m : m === null ? p.batteryMin : Math.min(m, p.batteryMin)),
    null,
  );
  const maxSpeed = points.reduce<number | null>((m, p) => (p.speedMax === null ? m : Math.max(m ?? 0, p.speedMax)), null);
  const stats = [
    { key: 'avgBattery', value: weighted(points, (p) => p.battery), unit: UNITS.battery, digits: 1 },
    { key: 'minBattery', value: minBattery, unit: UNITS.battery, digits: 1 },
    { key: 'maxSpeed', value: maxSpeed, unit: UNITS.speed, digits: 2 },
    { key: 'avgSignal', value: weighted(points, (p) => p.signal), unit: '%', digits: 0 },
    { key: 'working', value: weighted(points, (p) => p.working * 100), unit: '%', digits: 1 },
  ];

  return (
    <Card
      size="small"
      title={t('monitorTitle')}
      extra={
        <Segmented<TMonitorWindow>
          aria-label={t('window')}
          value={window}
          onChange={setWindow}
          options={MONITOR_WINDOWS.map((w) => ({ value: w, label: t(`windows.${w}`) }))}
        />
      }
    >
      {isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={() => void refetch()}>{t('retry')}</Button>} />
      ) : isLoading || !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : points.length === 0 ? (
        <Empty description={t('noHistory')} />
      ) : (
        <>
          <Row gutter={[16, 8]} style={{ marginBottom: 8 }}>
            {stats.map((s) => (
              <Col key={s.key} xs={12} md={8} xl={4}>
                <Statistic
                  title={t(`stats.${s.key}`)}
                  value={s.value ?? '—'}
                  precision={s.value === null ? undefined : s.digits}
                  suffix={s.value === null ? undefined : s.unit}
                />
              </Col>
            ))}
          </Row>
          <div style={{ opacity: isFetching ? 0.6 : 1 }}>
            <MonitorChart points={points} bucketSeconds={data.bucketSeconds} />
          </div>
        </>
      )}
    </Card>
  );
};

import { fixedTo, type TVisRobot } from '@fleet/contracts';
import { Alert, Card, Col, Flex, Row, Skeleton, Statistic } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../../components/list-page';
import { useGetVisHistory } from '../api/get-vis-history';
import { useGetVisRunPath } from '../api/get-vis-run-path';
import { useGetVisRuns } from '../api/get-vis-runs';
import { BarLineChart } from '../components/bar-line-chart';
import { CoverageMap } from '../components/coverage-map';
import { RobotPicker } from '../components/robot-picker';
import { RunReplay } from '../components/run-replay';
import { RunTable } from '../components/run-table';

const LAST30 = { range: 'last30' } as const;

/**
 * visualizeRobot (`?robotId=`): one robot's figures over the past 30 days (rollups), its last runs,
 * a run's path replayed on its map with a time slider, and the coverage heatmap of its last runs.
 */
export const VisualizeRobotPage = () => {
  const { t } = useTranslation('visualization');
  const [params, setParams] = useSearchParams();
  const robotId = Number(params.get('robotId')) || null;
  const fleet = useGetVisHistory(LAST30);
  const own = useGetVisHistory(robotId ? { ...LAST30, robotId } : null);
  const robots = useMemo(() => {
    const list: TVisRobot[] = [...(fleet.data?.byRobot ?? [])];
    const mine = own.data?.byRobot[0];
    if (mine && !list.some((r) => r.robotId === mine.robotId)) list.unshift(mine);
    return list;
  }, [fleet.data, own.data]);
  return (
    <ListPage title={t('robot.title')} subtitle={t('robot.subtitle')}>
      <RobotPicker robots={robots} value={robotId} onChange={(id) => setParams({ robotId: String(id) })} />
      {robotId === null ? (
        <Alert type="info" showIcon title={t('robot.pickFirst')} />
      ) : (
        <RobotView key={robotId} robotId={robotId} kpis={own.data} />
      )}
    </ListPage>
  );
};

const RobotView = ({ robotId, kpis }: { robotId: number; kpis: ReturnType<typeof useGetVisHistory>['data'] }) => {
  const { t } = useTranslation('visualization');
  const runs = useGetVisRuns(robotId);
  const [runId, setRunId] = useState<number | null>(null);
  const path = useGetVisRunPath(robotId, runId);
  const m = (k: 'areaM2' | 'runTimeMin') => t(`metrics.${k}`);
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('robot.kpis')}>
        {!kpis ? (
          <Skeleton active />
        ) : (
          <Row gutter={[16, 16]}>
            {(
              [
                ['utilisationPct', 1],
                ['areaM2', 2],
                ['runTimeMin', 1],
                ['energyKwh', 3],
                ['waterL', 2],
                ['distanceKm', 3],
                ['faults', 0],
              ] as const
            ).map(([k, d]) => (
              <Col key={k} xs={12} md={8} xl={3}>
                <Statistic title={t(`metrics.${k}`)} value={fixedTo(kpis.totals[k], d)} />
              </Col>
            ))}
            <Col xs={24} xl={24}>
              <BarLineChart
                kind="bar"
                categories={kpis.series.map((d) => d.day)}
                series={[{ name: m('areaM2'), values: kpis.series.map((d) => d.areaM2) }]}
                axis={m('areaM2')}
                label={t('history.perDay', { metric: m('areaM2') })}
                height={200}
              />
            </Col>
          </Row>
        )}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={10}>
          <Card size="small" title={t('robot.runs')}>
            {runs.data ? <RunTable runs={runs.data.runs} selected={runId} onReplay={setRunId} /> : <Skeleton active />}
          </Card>
        </Col>
        <Col xs={24} xxl={14}>
          <Card
            size="small"
            title={path.data ? t('robot.replayTitle', { name: path.data.run.name || path.data.run.startedAt }) : t('robot.replay')}
          >
            {runId === null ? (
              <Alert type="info" showIcon title={t('robot.chooseRun')} />
            ) : path.isError ? (
              <Alert type="error" showIcon title={t('loadFailed')} />
            ) : !path.data ? (
              <Skeleton active />
            ) : (
              <RunReplay key={runId} path={path.data} retentionDays={runs.data?.retentionDays ?? 0} />
            )}
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('robot.coverage')}>
        <CoverageMap robotId={robotId} />
      </Card>
    </Flex>
  );
};

import { VIS_COVERAGE_RUNS_DEFAULT } from '@fleet/contracts';
import { Alert, Flex, InputNumber, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapCanvas } from '../../../components/map-canvas';
import { useGetVisCoverage } from '../api/get-vis-coverage';

/** The coverage of the robot's last runs on its latest map, computed by the server from the pose trails. */
export const CoverageMap = ({ robotId }: { robotId: number }) => {
  const { t } = useTranslation('visualization');
  const [runs, setRuns] = useState(VIS_COVERAGE_RUNS_DEFAULT);
  const { data, isError } = useGetVisCoverage(robotId, runs);
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center">
        <Typography.Text>{t('robot.coverageRuns')}</Typography.Text>
        <InputNumber aria-label={t('robot.coverageRuns')} min={1} max={20} value={runs} onChange={(v) => v && setRuns(v)} />
      </Flex>
      {isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} />
      ) : !data ? (
        <Skeleton.Node active style={{ width: '100%', height: 420 }} />
      ) : !data.map ? (
        <Alert type="info" showIcon title={t('robot.noCoverage')} />
      ) : (
        <>
          <MapCanvas map={data.map} grid={data.map.grid} heat={data} height={420} />
          <Typography.Text type="secondary">
            {t('robot.coverageNote', { runs: data.runs, width: data.widthM, max: data.max })}
          </Typography.Text>
        </>
      )}
    </Flex>
  );
};

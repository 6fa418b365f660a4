import { ErrorCode, type TRobot, type TRobotConfig } from '@fleet/contracts';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { ApiError } from '../../../lib/request';
import { useRobotConfig } from '../api/get-robot-config';
import { useRefreshRobotConfig } from '../api/refresh-robot-config';
import { ConfigOutcome } from './config-outcome';
import { ReportAge } from './report-age';

/**
 * What both tabs share: loading, "not reported yet" (with a way to ask the robot), load errors, the
 * report's age, the offline notice (read-only), then the page body with the reported configuration.
 */
export const ConfigShell = ({ robot, children }: { robot: TRobot; children: (config: TRobotConfig, readOnly: boolean) => ReactNode }) => {
  const { t } = useTranslation('robotConfig');
  const query = useRobotConfig(robot.id);
  const refresh = useRefreshRobotConfig();
  const [commandId, setCommandId] = useState<string | null>(null);
  const online = robot.live.online;
  const refreshButton = (
    <Permission code="robotOperate:config">
      <Button
        disabled={!online}
        loading={refresh.isPending}
        onClick={() =>
          refresh.mutateAsync(robot.id).then(
            (c) => setCommandId(c.commandId),
            () => undefined,
          )
        }
      >
        {t('refresh')}
      </Button>
    </Permission>
  );
  const outcome = commandId && <ConfigOutcome commandId={commandId} />;
  const offline = !online && <Alert type="warning" showIcon title={t('offline')} style={{ marginBottom: 16 }} />;

  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) {
    const notReported = query.error instanceof ApiError && query.error.code === ErrorCode.CONFIG_NOT_REPORTED;
    return (
      <>
        {offline}
        <Empty description={notReported ? t('notReported') : `${t('loadFailed')} ${query.error.message}`}>{refreshButton}</Empty>
        {outcome}
      </>
    );
  }
  return (
    <>
      {offline}
      <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('reportedAt')}</Typography.Text>
        <ReportAge at={query.data.reportedAt} />
        {refreshButton}
      </Flex>
      {outcome}
      {children(query.data, !online)}
    </>
  );
};

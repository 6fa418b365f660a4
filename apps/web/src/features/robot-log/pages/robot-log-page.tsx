import { LOG_SORT_FIELDS, type TLogSortField, type TRobotLog } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { PagedTable } from '../../../components/paged-table';
import { usePermission } from '../../../components/permission';
import { useOperateRobotId } from '../../../lib/operate-robot';
import { getRobotQuery } from '../../../lib/robot-api';
import { useListState } from '../../../lib/use-list-state';
import { useDownloadRobotLog } from '../api/download-robot-log';
import { useRobotLogs } from '../api/find-robot-logs';
import { logColumns } from '../components/log-columns';
import { LogRequestForm } from '../components/log-request-form';

/**
 * robotLog: ask the robot to upload its log (a command over the device protocol), then list the
 * requests with what became of them and download the files that arrived.
 */
export const RobotLogPage = () => {
  const { t } = useTranslation('robotLog');
  const robotId = useOperateRobotId()!;
  const robot = useQuery(getRobotQuery(robotId)).data;
  const list = useListState<object, TLogSortField>();
  const { data, isPlaceholderData } = useRobotLogs(robotId, { ...list.paging, ...list.sort });
  const download = useDownloadRobotLog();
  const canDownload = usePermission('robotOperate:view');
  return (
    <ListPage title={t('title')} subtitle={t('hint')}>
      {robot && <LogRequestForm robot={robot} />}
      <PagedTable<TRobotLog>
        data={data}
        loading={isPlaceholderData}
        columns={logColumns(t, canDownload, (l) => download.mutate(l.id))}
        onPage={list.onPage}
        emptyText={t('empty')}
        sortFields={LOG_SORT_FIELDS}
        sort={list.sort}
        onSort={list.onSort}
      />
    </ListPage>
  );
};

import { TASK_SORT_FIELDS, type TRobotTaskSortField, type TTask } from '@fleet/contracts';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { PagedTable } from '../../../components/paged-table';
import { useOperateRobotId } from '../../../lib/operate-robot';
import { useListState } from '../../../lib/use-list-state';
import { useFindRobotTasks } from '../api/find-robot-tasks';
import { useTaskColumns } from '../components/task-columns';
import { TaskDrawer } from '../components/task-drawer';
import { useTaskRights } from '../components/task-rights';
import { TaskSearchForm, type TaskSearch } from '../components/task-search-form';

/**
 * The robotTask tab: the robot's tasks (spec §3 columns), created and edited in a drawer, started now,
 * switched and deleted. The list reloads on the hub's `tasks` notice (a run that finished a one-off task).
 */
export const RobotTaskPage = () => {
  const { t } = useTranslation('robotTask');
  const robotId = useOperateRobotId() ?? 0;
  const list = useListState<TaskSearch, TRobotTaskSortField>();
  const rights = useTaskRights('robotTask');
  const [editing, setEditing] = useState<TTask | null | undefined>(undefined);
  const { data, isFetching } = useFindRobotTasks({ robotId, ...list.query });
  const columns = useTaskColumns({ rights, onEdit: setEditing });
  return (
    <>
      <ListPage title={t('tasks.title')}>
        <TaskSearchForm name="robot-task-search" onSearch={({ robot: _r, ...s }) => list.onSearch(s)} />
        {rights.create && (
          <Flex>
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('tasks.create')}
            </Button>
          </Flex>
        )}
        <PagedTable<TTask>
          data={data}
          loading={isFetching}
          columns={columns}
          onPage={list.onPage}
          emptyText={t('tasks.empty')}
          sortFields={TASK_SORT_FIELDS}
          sort={list.sort}
          onSort={list.onSort}
        />
      </ListPage>
      <TaskDrawer robotId={robotId} task={editing} onClose={() => setEditing(undefined)} />
    </>
  );
};

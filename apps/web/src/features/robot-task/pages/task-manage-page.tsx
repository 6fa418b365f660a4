import { FLEET_TASK_SORT_FIELDS, type TTask, type TTaskSortField } from '@fleet/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { PagedTable } from '../../../components/paged-table';
import { useLiveRobots } from '../../../lib/live';
import { useListState } from '../../../lib/use-list-state';
import { useFindFleetTasks } from '../api/find-fleet-tasks';
import { useTaskColumns } from '../components/task-columns';
import { TaskDrawer } from '../components/task-drawer';
import { useTaskRights } from '../components/task-rights';
import { TaskSearchForm, type TaskSearch } from '../components/task-search-form';

/**
 * taskManage: the tasks of every robot the user sees, searched by robot, keyword and switch, with the
 * same actions as a robot's tasks tab. A task is created on a robot's own tab (it needs that robot's maps).
 */
export const TaskManagePage = () => {
  const { t } = useTranslation('robotTask');
  const list = useListState<TaskSearch, TTaskSortField>();
  const rights = useTaskRights('taskManage');
  const [editing, setEditing] = useState<TTask | null | undefined>(undefined);
  const { data, isFetching } = useFindFleetTasks(list.query);
  const columns = useTaskColumns({ rights, onEdit: setEditing, withRobot: true });
  // Watching the robots on screen brings their `tasks` notices, so a finished one-off task shows done.
  useLiveRobots(data ? [...new Set(data.list.map((x) => x.robotId))] : null);
  return (
    <>
      <ListPage title={t('manage.title')}>
        <TaskSearchForm name="task-manage-search" withRobot onSearch={list.onSearch} />
        <PagedTable<TTask>
          data={data}
          loading={isFetching}
          columns={columns}
          onPage={list.onPage}
          emptyText={t('manage.empty')}
          sortFields={FLEET_TASK_SORT_FIELDS}
          sort={list.sort}
          onSort={list.onSort}
        />
      </ListPage>
      {editing && <TaskDrawer robotId={editing.robotId} task={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
};

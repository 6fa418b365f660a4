import { useOperateCodes } from '../../../lib/session-api';

export interface TaskRights {
  create: boolean;
  edit: boolean;
  delete: boolean;
  enable: boolean;
  start: boolean;
}

/**
 * What the user may do with tasks, as the server checks it (contracts robot-task.api.ts): on a robot's
 * tasks tab `robotOperate:task`; on taskManage also `taskManage:<op>`; the editTask page also
 * `editTask:<op>`.
 */
export const useTaskRights = (screen: 'robotTask' | 'taskManage'): TaskRights => {
  const codes = useOperateCodes();
  const any = (...c: string[]) => c.some((x) => codes.has(x));
  const task = codes.has('robotOperate:task');
  const manage = screen === 'taskManage';
  return {
    create: task || any('editTask:create') || (manage && any('taskManage:create')),
    edit: task || any('editTask:edit') || (manage && any('taskManage:edit')),
    delete: task || any('editTask:delete') || (manage && any('taskManage:delete')),
    enable: task || (manage && any('taskManage:enable')),
    start: task || (manage && any('taskManage:start')),
  };
};

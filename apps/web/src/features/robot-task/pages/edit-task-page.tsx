import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { parseRobotId } from '../../../lib/operate-robot';
import { useGetTask } from '../api/get-task';
import { TaskForm } from '../components/task-form';

/**
 * editTask (/contentPage/editTask?robotId=&taskId=): the task form on a page of its own; without a
 * taskId it creates a task for the robot. Saving or cancelling goes back to where the user came from.
 */
export const EditTaskPage = () => {
  const { t } = useTranslation('robotTask');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const robotId = parseRobotId(params.get('robotId'));
  const rawTaskId = params.get('taskId');
  const taskId = parseRobotId(rawTaskId);
  // A taskId that is there but not a number names no task: never fall back to creating one.
  const creating = rawTaskId === null;
  const task = useGetTask(robotId ?? 0, taskId);
  const location = useLocation();
  // Opened from a link inside the app: back to it; opened directly (bookmark): to the robot's tasks tab.
  const back = () =>
    void (location.key !== 'default'
      ? navigate(-1)
      : navigate(robotId ? `/contentPage/robotOperate/operateContent/robotTask?robotId=${robotId}` : '/contentPage/taskManage'));
  const title = creating && robotId !== null ? t('tasks.createTitle') : t('tasks.editorTitle');
  let body;
  if (robotId === null) {
    body = (
      <Empty description={t('tasks.noRobot')}>
        <Link to="/contentPage/taskManage">{t('tasks.toTaskManage')}</Link>
      </Empty>
    );
  } else if (!creating && (taskId === null || task.isError)) body = <Alert type="error" showIcon title={t('tasks.notFound')} />;
  else if (!creating && !task.data) body = <Skeleton active />;
  else body = <TaskForm robotId={task.data?.robotId ?? robotId} task={task.data ?? null} onDone={back} onCancel={back} />;
  return (
    <Card
      title={title}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={back}>
          {t('tasks.back')}
        </Button>
      }
      style={{ maxWidth: 720 }}
    >
      {body}
    </Card>
  );
};

import type { TRobot, TRobotCredential } from '@fleet/contracts';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { feedback } from '../../../lib/feedback';
import { useDeleteRobot } from '../api/delete-robot';
import { useRotateRobotSecret } from '../api/rotate-robot-secret';

interface Props {
  robot: TRobot;
  onEdit: (r: TRobot) => void;
  onSecret: (creds: TRobotCredential[]) => void;
  size?: 'large' | 'middle' | 'small';
}

/**
 * Edit, rotate secret and delete of one registration, each behind its operation code and, when it
 * cannot be undone, a confirmation that says its consequence. Hosted-in robots belong to another
 * organisation: their registration is not ours to change.
 */
export const RobotRowActions = ({ robot, onEdit, onSecret, size = 'small' }: Props) => {
  const { t } = useTranslation('robotRegister');
  const rotate = useRotateRobotSecret();
  const remove = useDeleteRobot();
  if (robot.access !== 'owner') return null;
  const label = (verb: string) => `${verb} ${robot.deviceNumber}`;
  const confirm = (op: 'rotate' | 'delete', run: () => Promise<unknown>, danger: boolean, loading: boolean) => (
    <Popconfirm
      title={t(`confirm.${op}Title`, { number: robot.deviceNumber })}
      description={<div style={{ maxWidth: 320 }}>{t(`confirm.${op}Text`)}</div>}
      okText={t(`actions.${op}`)}
      okButtonProps={{ danger, loading }}
      onConfirm={() => run().catch(() => undefined)}
    >
      <Button type="link" size={size} danger={danger} aria-label={label(t(`actions.${op}`))}>
        {t(`actions.${op}`)}
      </Button>
    </Popconfirm>
  );
  return (
    <Space size={4} wrap>
      <Permission code="robotRegister:edit">
        <Button type="link" size={size} onClick={() => onEdit(robot)} aria-label={label(t('common:edit'))}>
          {t('common:edit')}
        </Button>
      </Permission>
      <Permission code="robotRegister:rotateSecret">
        {confirm(
          'rotate',
          () =>
            rotate.mutateAsync(robot.id).then((cred) => {
              onSecret([cred]);
              rotate.reset();
            }),
          false,
          rotate.isPending,
        )}
      </Permission>
      <Permission code="robotRegister:delete">
        {confirm(
          'delete',
          () => remove.mutateAsync(robot.id).then(() => void feedback().message.success(t('deleted'))),
          true,
          remove.isPending,
        )}
      </Permission>
    </Space>
  );
};

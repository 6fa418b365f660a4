import type { TRobot, TRobotCredential } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/row-actions';
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
  const confirm = (op: 'rotate' | 'delete', onConfirm: () => Promise<unknown>, loading: boolean) => ({
    title: t(`confirm.${op}Title`, { number: robot.deviceNumber }),
    text: t(`confirm.${op}Text`),
    okText: t(`actions.${op}`),
    loading,
    onConfirm,
  });
  return (
    <RowActions
      subject={robot.deviceNumber}
      size={size}
      // Edit is the everyday action; the two that cannot be undone wait one click further.
      max={2}
      actions={[
        { key: 'edit', label: t('common:edit'), code: 'robotRegister:edit', onClick: () => onEdit(robot) },
        {
          key: 'rotate',
          label: t('actions.rotate'),
          code: 'robotRegister:rotateSecret',
          confirm: confirm(
            'rotate',
            () =>
              rotate.mutateAsync(robot.id).then((cred) => {
                onSecret([cred]);
                rotate.reset();
              }),
            rotate.isPending,
          ),
        },
        {
          key: 'delete',
          label: t('actions.delete'),
          code: 'robotRegister:delete',
          danger: true,
          confirm: confirm(
            'delete',
            () => remove.mutateAsync(robot.id).then(() => void feedback().message.success(t('deleted'))),
            remove.isPending,
          ),
        },
      ]}
    />
  );
};

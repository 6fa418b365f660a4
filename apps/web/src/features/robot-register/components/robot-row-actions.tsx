import type { TRobot, TRobotCredential } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RowActions } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { useDeleteRobot } from '../api/delete-robot';
import { useRotateRobotSecret } from '../api/rotate-robot-secret';

interface Props {
  robot: TRobot;
  onEdit: (r: TRobot) => void;
  onSecret: (creds: TRobotCredential[]) => void;
  size?: 'large' | 'middle' | 'small';
  /** Offer "Upgrade" (the OTA screen with this robot chosen); the OTA screen is desktop only. */
  withUpgrade?: boolean;
}

/** The OTA screen's address with these robots chosen as the campaign's target. */
export const otaUpgradeHref = (robotIds: readonly number[]) => `/contentPage/ota?robotIds=${robotIds.join(',')}`;

/**
 * Edit, rotate secret and delete of one registration, each behind its operation code and, when it
 * cannot be undone, a confirmation that says its consequence. Hosted-in robots belong to another
 * organisation: their registration is not ours to change.
 */
export const RobotRowActions = ({ robot, onEdit, onSecret, size = 'small', withUpgrade }: Props) => {
  const { t } = useTranslation('robotRegister');
  const navigate = useNavigate();
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
        // Only the owner may upgrade (a host cannot): the access check above already left hosted robots out.
        withUpgrade && {
          key: 'upgrade',
          label: t('ota:fromRobots.upgrade'),
          code: 'ota:upgrade',
          onClick: () => void navigate(otaUpgradeHref([robot.id])),
        },
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

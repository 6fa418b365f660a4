import { LANDMARK_ORG_LEVEL, type TOrg } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { useDeleteOrg } from '../api/delete-org';

interface Props {
  org: TOrg;
  onView: (o: TOrg) => void;
  onEdit: (o: TOrg) => void;
  /** Edit a point (level 4) with its landmark file; offered only when given. */
  onEditPoint?: (o: TOrg) => void;
  size?: 'large' | 'middle' | 'small';
}

/**
 * View, edit, edit point and delete of one organisation. The platform (level 0, no parent) cannot be
 * edited or deleted; a refused delete shows the server's message through the global handler.
 */
export const OrgRowActions = ({ org, onView, onEdit, onEditPoint, size = 'small' }: Props) => {
  const { t } = useTranslation('organization');
  const remove = useDeleteOrg();
  const root = org.parentId == null;
  return (
    <RowActions
      subject={org.name}
      size={size}
      actions={[
        { key: 'view', label: t('common:view'), onClick: () => onView(org) },
        !root && { key: 'edit', label: t('common:edit'), code: 'organization:edit', onClick: () => onEdit(org) },
        !!onEditPoint &&
          org.level === LANDMARK_ORG_LEVEL && {
            key: 'point',
            label: t('landmark.edit'),
            code: 'organization:landmark',
            onClick: () => onEditPoint(org),
          },
        !root && {
          key: 'delete',
          label: t('common:delete'),
          code: 'organization:delete',
          danger: true,
          confirm: {
            title: t('deleteConfirm.title', { name: org.name }),
            text: t('deleteConfirm.text'),
            okText: t('common:delete'),
            loading: remove.isPending,
            onConfirm: () => remove.mutateAsync(org.id).then(() => void feedback().message.success(t('deleted'))),
          },
        },
      ]}
    />
  );
};

import { LANDMARK_ORG_LEVEL, type TOrg } from '@fleet/contracts';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
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
 * View, edit and delete of one organisation. The platform (level 0, no parent) cannot be edited or
 * deleted; a refused delete shows the server's message through the global handler.
 */
export const OrgRowActions = ({ org, onView, onEdit, onEditPoint, size = 'small' }: Props) => {
  const { t } = useTranslation('organization');
  const remove = useDeleteOrg();
  const root = org.parentId == null;
  return (
    <Space size={4} wrap>
      <Button type="link" size={size} onClick={() => onView(org)} aria-label={`${t('common:view')} ${org.name}`}>
        {t('common:view')}
      </Button>
      {!root && (
        <Permission code="organization:edit">
          <Button type="link" size={size} onClick={() => onEdit(org)} aria-label={`${t('common:edit')} ${org.name}`}>
            {t('common:edit')}
          </Button>
        </Permission>
      )}
      {onEditPoint && org.level === LANDMARK_ORG_LEVEL && (
        <Permission code="organization:landmark">
          <Button type="link" size={size} onClick={() => onEditPoint(org)} aria-label={`${t('landmark.edit')} ${org.name}`}>
            {t('landmark.edit')}
          </Button>
        </Permission>
      )}
      {!root && (
        <Permission code="organization:delete">
          <Popconfirm
            title={t('deleteConfirm.title', { name: org.name })}
            description={<div style={{ maxWidth: 320 }}>{t('deleteConfirm.text')}</div>}
            okText={t('common:delete')}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={() =>
              remove.mutateAsync(org.id).then(() => void feedback().message.success(t('deleted')), () => undefined)
            }
          >
            <Button type="link" danger size={size} aria-label={`${t('common:delete')} ${org.name}`}>
              {t('common:delete')}
            </Button>
          </Popconfirm>
        </Permission>
      )}
    </Space>
  );
};

import { LANDMARK_ORG_LEVEL, type TOrg } from '@fleet/contracts';
import { Descriptions, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { LandmarkFileInfo } from './landmark-file-info';
import { useOrgFields } from './org-fields';

interface Props {
  org: TOrg | null;
  onClose: () => void;
  /** Full width on phones. */
  mobile?: boolean;
}

/** Read-only details of one organisation, from the same field list as the table; a point adds its landmark file. */
export const OrgDetailDrawer = ({ org, onClose, mobile }: Props) => {
  const { t } = useTranslation('organization');
  const fields = useOrgFields();
  return (
    <Drawer open={!!org} onClose={onClose} title={t('actions.view')} size={mobile ? '100%' : 480} destroyOnHidden>
      {org && (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={fields.map((f) => ({ key: f.key, label: f.label, children: f.render(org) }))}
        />
      )}
      {org?.level === LANDMARK_ORG_LEVEL && <LandmarkFileInfo orgId={org.id} />}
    </Drawer>
  );
};

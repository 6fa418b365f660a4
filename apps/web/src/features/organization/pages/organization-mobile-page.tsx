import { PlusOutlined } from '@ant-design/icons';
import type { TOrg } from '@fleet/contracts';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { loadMoreProps, MobileCardList } from '../../../components/mobile-card-list';
import { Permission } from '../../../components/permission';
import { useFindOrgsInfinite } from '../api/find-orgs';
import { LevelTag } from '../components/levels';
import { OrgDetailDrawer } from '../components/org-detail-drawer';
import { LandmarkFormModal, type LandmarkEditorState } from '../components/landmark-form-modal';
import { OrgFormModal, type OrgEditorState } from '../components/org-form-modal';
import { OrgRowActions } from '../components/org-row-actions';

/** Organisation management on phones: searchable cards, details on tap, a full-screen form. */
export const OrganizationMobilePage = () => {
  const { t } = useTranslation('organization');
  const [name, setName] = useState('');
  const [viewing, setViewing] = useState<TOrg | null>(null);
  const [editor, setEditor] = useState<OrgEditorState>(null);
  const [point, setPoint] = useState<LandmarkEditorState>(null);
  const query = useFindOrgsInfinite({ name: name || undefined });
  return (
    <ListPage title={t('title')} mobile>
      <MobileCardList<TOrg>
        {...loadMoreProps(query)}
        itemKey={(o) => o.id}
        searchLabel={t('mobileSearch')}
        onSearch={setName}
        emptyText={t('empty')}
        onOpen={setViewing}
        renderTitle={(o) => o.name}
        renderBody={(o) => (
          <Flex vertical gap={4}>
            <span>
              <LevelTag level={o.level} /> {o.code}
            </span>
            <Typography.Text type="secondary">
              {t('fields.parent')}: {o.parentName ?? '—'} · {t('fields.userCount')}: {o.userCount}
            </Typography.Text>
          </Flex>
        )}
        renderActions={(o) => (
          <OrgRowActions
            org={o}
            size="large"
            onView={setViewing}
            onEdit={(org) => setEditor({ mode: 'edit', org })}
            onEditPoint={(org) => setPoint({ mode: 'edit', org })}
          />
        )}
        toolbar={
          <Permission code="organization:create">
            <Button type="primary" size="large" block icon={<PlusOutlined />} onClick={() => setEditor({ mode: 'create' })}>
              {t('actions.create')}
            </Button>
          </Permission>
        }
      />
      <OrgDetailDrawer org={viewing} onClose={() => setViewing(null)} mobile />
      <OrgFormModal state={editor} onClose={() => setEditor(null)} mobile />
      <LandmarkFormModal state={point} onClose={() => setPoint(null)} mobile />
    </ListPage>
  );
};

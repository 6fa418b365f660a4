import { PlusOutlined } from '@ant-design/icons';
import { LANDMARK_ORG_LEVEL, type TOrg, type TOrgSortField } from '@fleet/contracts';
import { Button, Col, Flex, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { Permission } from '../../../components/permission';
import { findOrgNode, useOrgTree } from '../../../lib/org-tree';
import { useListState } from '../../../lib/use-list-state';
import { useFindOrgs } from '../api/find-orgs';
import { BusinessFormModal } from '../components/business-form-modal';
import { LandmarkFormModal, type LandmarkEditorState } from '../components/landmark-form-modal';
import { OrgDetailDrawer } from '../components/org-detail-drawer';
import { OrgFormModal, type OrgEditorState } from '../components/org-form-modal';
import { OrgSearchForm, type OrgSearch } from '../components/org-search-form';
import { OrgTable } from '../components/org-table';
import { OrgTreePanel } from '../components/org-tree-panel';

/** Organisation management (desktop): tree on the left, search + paged table on the right. */
export const OrganizationPage = () => {
  const { t } = useTranslation('organization');
  const list = useListState<OrgSearch, TOrgSortField>();
  const [subtree, setSubtree] = useState<number>();
  const [viewing, setViewing] = useState<TOrg | null>(null);
  const [editor, setEditor] = useState<OrgEditorState>(null);
  const [business, setBusiness] = useState(false);
  const [point, setPoint] = useState<LandmarkEditorState>(null);
  const { data, isFetching } = useFindOrgs({ ...list.query, parentId: subtree });
  const { data: tree = [] } = useOrgTree();
  // The chosen tree node is offered as the parent of a new point only when a point may sit below it.
  const pointParent = (findOrgNode(tree, subtree)?.level ?? LANDMARK_ORG_LEVEL) < LANDMARK_ORG_LEVEL ? subtree : undefined;

  return (
    <Row gutter={16} wrap={false}>
      {/* 240 px: the table beside it keeps every column in view on a 1400 px screen. */}
      <Col flex="240px">
        <OrgTreePanel
          selected={subtree}
          onSelect={(id) => {
            setSubtree(id);
            list.firstPage();
          }}
        />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <ListPage title={t('title')}>
          <OrgSearchForm onSearch={list.onSearch} />
          <Flex gap={8}>
            <Permission code="organization:create">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ mode: 'create', parentId: subtree })}>
                {t('actions.create')}
              </Button>
            </Permission>
            <Permission code="organization:createBusiness">
              <Button icon={<PlusOutlined />} onClick={() => setBusiness(true)}>
                {t('actions.createBusiness')}
              </Button>
            </Permission>
            <Permission code="organization:landmark">
              <Button icon={<PlusOutlined />} onClick={() => setPoint({ mode: 'create', parentId: pointParent })}>
                {t('landmark.create')}
              </Button>
            </Permission>
          </Flex>
          <OrgTable
            data={data}
            loading={isFetching}
            onPage={list.onPage}
            sort={list.sort}
            onSort={list.onSort}
            onView={setViewing}
            onEdit={(org) => setEditor({ mode: 'edit', org })}
            onEditPoint={(org) => setPoint({ mode: 'edit', org })}
          />
        </ListPage>
      </Col>
      <OrgDetailDrawer org={viewing} onClose={() => setViewing(null)} />
      <OrgFormModal state={editor} onClose={() => setEditor(null)} />
      <BusinessFormModal open={business} onClose={() => setBusiness(false)} />
      <LandmarkFormModal state={point} onClose={() => setPoint(null)} />
    </Row>
  );
};

import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type TRole } from '@fleet/contracts';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { useFindRoles } from '../api/find-roles';
import { RoleDetailDrawer } from '../components/role-detail-drawer';
import { RoleFormDrawer, type RoleEditorState } from '../components/role-form-drawer';
import { RoleSearchForm, type RoleSearch } from '../components/role-search-form';
import { RoleTable } from '../components/role-table';

/** Role management: search, paged table, create/edit with the permission tree in a drawer. */
export const RolePage = () => {
  const { t } = useTranslation('role');
  const [search, setSearch] = useState<RoleSearch>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const [viewing, setViewing] = useState<TRole | null>(null);
  const [editor, setEditor] = useState<RoleEditorState>(null);
  const { data, isFetching } = useFindRoles({ ...search, ...paging });
  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <RoleSearchForm
          onSearch={(s) => {
            setSearch(s);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <Flex gap={8}>
          <Permission code="role:create">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ mode: 'create' })}>
              {t('actions.create')}
            </Button>
          </Permission>
        </Flex>
        <RoleTable
          data={data}
          loading={isFetching}
          onPage={(page, pageSize) => setPaging({ page, pageSize })}
          onView={setViewing}
          onEdit={(role) => setEditor({ mode: 'edit', role })}
        />
      </Flex>
      <RoleDetailDrawer role={viewing} onClose={() => setViewing(null)} />
      <RoleFormDrawer state={editor} onClose={() => setEditor(null)} />
    </Card>
  );
};

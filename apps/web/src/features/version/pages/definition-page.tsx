import type { TSoftwareVersion, TVersionSortField } from '@fleet/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../../components/list-page';
import { Permission } from '../../../components/permission';
import { useListState } from '../../../lib/use-list-state';
import { useFindVersions } from '../api/versions';
import { VersionEditorDrawer } from '../components/version-editor-drawer';
import { VersionSearchForm, type VersionSearch } from '../components/version-search-form';
import { VersionTable } from '../components/version-table';

/** Version definitions (spec §2 definition): each software version's number, purpose and requirements. */
export const DefinitionPage = () => {
  const { t } = useTranslation('version');
  // The robotVersion screen links a defined version here by its number.
  const [params] = useSearchParams();
  const [initial] = useState<VersionSearch>(() => ({ keyword: params.get('keyword') ?? undefined }));
  const list = useListState<VersionSearch, TVersionSortField>(initial);
  const { data, isFetching } = useFindVersions(list.query);
  const [editing, setEditing] = useState<TSoftwareVersion | 'new'>();
  const close = () => setEditing(undefined);
  return (
    <ListPage title={t('definition.title')} subtitle={t('definition.subtitle')}>
      <VersionSearchForm initial={initial} onSearch={list.onSearch} />
      <Flex gap={8}>
        <Permission code="definition:create">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('definition.new')}
          </Button>
        </Permission>
      </Flex>
      <VersionTable data={data} loading={isFetching} onPage={list.onPage} sort={list.sort} onSort={list.onSort} onEdit={setEditing} />
      {editing === 'new' && <VersionEditorDrawer onClose={close} />}
      {editing && editing !== 'new' && <VersionEditorDrawer version={editing} onClose={close} />}
    </ListPage>
  );
};

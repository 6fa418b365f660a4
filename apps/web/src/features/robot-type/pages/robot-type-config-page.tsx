import type { TRobotTypeRow } from '@fleet/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { Permission } from '../../../components/permission';
import { useListState } from '../../../lib/use-list-state';
import { useFindRobotTypes, type TRobotTypeSortField } from '../api/robot-types';
import { RobotTypeEditorDrawer } from '../components/robot-type-editor-drawer';
import { RobotTypeSearchForm, type RobotTypeSearch } from '../components/robot-type-search-form';
import { RobotTypeTable } from '../components/robot-type-table';

/**
 * The robot-type catalogue (issue 16, robottypeConfig): one for the whole platform, since device numbers
 * (YJ-{model}-NNNNN) name a type everywhere. Platform staff keep it; every screen names types from it.
 */
export const RobotTypeConfigPage = () => {
  const { t } = useTranslation('robotType');
  const list = useListState<RobotTypeSearch, TRobotTypeSortField>();
  const { data, isFetching } = useFindRobotTypes(list.query);
  const [editing, setEditing] = useState<TRobotTypeRow | 'new'>();
  const close = () => setEditing(undefined);
  const filtered = Object.values(list.search).some((v) => v !== undefined);
  return (
    <ListPage title={t('title')} subtitle={t('subtitle')}>
      <RobotTypeSearchForm onSearch={list.onSearch} />
      <Flex gap={8}>
        <Permission code="robottypeConfig:create">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('new')}
          </Button>
        </Permission>
      </Flex>
      <RobotTypeTable
        data={data}
        loading={isFetching}
        onPage={list.onPage}
        sort={list.sort}
        onSort={list.onSort}
        emptyText={filtered ? t('noMatch') : t('empty')}
        onEdit={setEditing}
      />
      {editing === 'new' && <RobotTypeEditorDrawer onClose={close} />}
      {editing && editing !== 'new' && <RobotTypeEditorDrawer type={editing} onClose={close} />}
    </ListPage>
  );
};

import type { THelpSortField } from '@fleet/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../../components/list-page';
import { Permission } from '../../../components/permission';
import { useListState } from '../../../lib/use-list-state';
import { useFindHelpArticles } from '../api/find-help-articles';
import { useHelpArticle } from '../api/get-help-article';
import { HelpEditorDrawer } from '../components/help-editor-drawer';
import { HelpReaderDrawer } from '../components/help-reader-drawer';
import { HelpSearchForm, type HelpSearch } from '../components/help-search-form';
import { HelpTable } from '../components/help-table';

/** The editor opens once the article's body is in (a list row has only its excerpt). */
const EditArticle = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const { data } = useHelpArticle(id);
  return data ? <HelpEditorDrawer article={data} onClose={onClose} /> : null;
};

/** Help center: search and browse by category, read, and (with the codes) write, edit and delete. */
export const HelpPage = () => {
  const { t } = useTranslation('help');
  const list = useListState<HelpSearch, THelpSortField>();
  const { data, isFetching } = useFindHelpArticles(list.query);
  // The article being read is in the address (`?read=<id>`): a link to it opens it for a colleague too.
  const [params, setParams] = useSearchParams();
  const reading = Number(params.get('read')) || undefined;
  const setReading = (id: number | undefined) => setParams(id ? { read: String(id) } : {}, { replace: !id });
  const [editing, setEditing] = useState<number | 'new'>();
  const close = () => setEditing(undefined);
  return (
    <ListPage title={t('title')} subtitle={t('subtitle')}>
      <HelpSearchForm search={list.search} onSearch={list.onSearch} />
      <Flex gap={8}>
        <Permission code="help:create">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('newArticle')}
          </Button>
        </Permission>
      </Flex>
      <HelpTable
        data={data}
        loading={isFetching}
        onPage={list.onPage}
        sort={list.sort}
        onSort={list.onSort}
        onRead={setReading}
        onEdit={setEditing}
      />
      <HelpReaderDrawer id={reading} onClose={() => setReading(undefined)} />
      {editing === 'new' && <HelpEditorDrawer onClose={close} />}
      {typeof editing === 'number' && <EditArticle id={editing} onClose={close} />}
    </ListPage>
  );
};

import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { useListState } from '../../../lib/use-list-state';
import { useFindApiKeys } from '../api/find-api-keys';
import { ApiKeySearchForm, type ApiKeySearch } from '../components/api-key-search-form';
import { ApiKeyTable } from '../components/api-key-table';
import { NewApiKeyAction } from '../components/new-api-key-action';

/** Third-party API keys (desktop): search form, "New key", server-paged table with state changes. */
export const EmpowerPage = () => {
  const { t } = useTranslation('empower');
  const list = useListState<ApiKeySearch>();
  const { data, isFetching } = useFindApiKeys({ ...list.search, ...list.paging });
  return (
    <ListPage title={t('title')}>
      <ApiKeySearchForm onSearch={list.onSearch} />
      <Flex gap={8}>
        <NewApiKeyAction />
      </Flex>
      <ApiKeyTable data={data} loading={isFetching} onPage={list.onPage} />
    </ListPage>
  );
};

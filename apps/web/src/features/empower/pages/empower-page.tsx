import { PAGE_SIZE_DEFAULT } from '@fleet/contracts';
import { Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFindApiKeys } from '../api/find-api-keys';
import { ApiKeySearchForm, type ApiKeySearch } from '../components/api-key-search-form';
import { ApiKeyTable } from '../components/api-key-table';
import { NewApiKeyAction } from '../components/new-api-key-action';

/** Third-party API keys (desktop): search form, "New key", server-paged table with state changes. */
export const EmpowerPage = () => {
  const { t } = useTranslation('empower');
  const [search, setSearch] = useState<ApiKeySearch>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const { data, isFetching } = useFindApiKeys({ ...search, ...paging });
  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <ApiKeySearchForm
          onSearch={(s) => {
            setSearch(s);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <Flex gap={8}>
          <NewApiKeyAction />
        </Flex>
        <ApiKeyTable data={data} loading={isFetching} onPage={(page, pageSize) => setPaging({ page, pageSize })} />
      </Flex>
    </Card>
  );
};

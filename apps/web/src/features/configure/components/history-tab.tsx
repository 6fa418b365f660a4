import type { CONFIG_CHANGE_KINDS } from '@fleet/contracts';
import { Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/paged-table';
import { useListState } from '../../../lib/use-list-state';
import { useFindConfigHistory } from '../api/configure';
import { historyColumns } from './history-columns';
import { LoadFailed } from './load-failed';

type Kind = (typeof CONFIG_CHANGE_KINDS)[number];
const KINDS = ['all', 'setting', 'label'] as const;

/** Every change of the settings and the labels, newest first, paged by the server; one kind or both. */
export const HistoryTab = () => {
  const { t } = useTranslation('configure');
  const list = useListState<{ kind?: Kind }>();
  const { data, isFetching, isError, refetch } = useFindConfigHistory(list.query);
  return (
    <Flex vertical gap={16}>
      <Segmented<(typeof KINDS)[number]>
        aria-label={t('history.kindFilter')}
        value={list.search.kind ?? 'all'}
        onChange={(k) => list.onSearch(k === 'all' ? {} : { kind: k })}
        options={KINDS.map((k) => ({ value: k, label: t(`history.kinds.${k}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {isError && !data ? (
        <LoadFailed title={t('history.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <PagedTable
          data={data}
          loading={isFetching}
          columns={historyColumns(t)}
          onPage={list.onPage}
          emptyText={list.search.kind ? t('history.noMatch') : t('history.empty')}
        />
      )}
    </Flex>
  );
};

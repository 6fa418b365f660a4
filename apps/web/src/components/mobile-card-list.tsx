import { Button, Card, Empty, Flex, Input, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props<T> {
  items: readonly T[] | undefined;
  itemKey: (item: T) => number | string;
  /** Title and body of one card; tapping the card calls onOpen. */
  renderTitle: (item: T) => ReactNode;
  renderBody: (item: T) => ReactNode;
  renderActions?: (item: T) => ReactNode;
  onOpen: (item: T) => void;
  searchLabel: string;
  onSearch: (text: string) => void;
  emptyText: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  toolbar?: ReactNode;
}

/** What MobileCardList needs of an infinite list query (react-query's result has these). */
interface InfiniteList<T> {
  data?: { pages: readonly { list: readonly T[] }[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** An infinite list query as MobileCardList's items and "load more": the pages so far read as one list. */
export const loadMoreProps = <T,>(q: InfiniteList<T>) => ({
  items: q.data?.pages.flatMap((p) => p.list),
  hasMore: q.hasNextPage,
  loadingMore: q.isFetchingNextPage,
  onLoadMore: () => void q.fetchNextPage(),
});

/**
 * The grammar of a Mobile list (design.md §7): a search box, cards instead of a table, and "load
 * more" instead of pages; every control is at least 48 px tall for touch.
 */
export const MobileCardList = <T,>(p: Props<T>) => {
  const { t } = useTranslation('common');
  return (
    <Flex vertical gap={12}>
      <Input.Search
        size="large"
        allowClear
        aria-label={p.searchLabel}
        placeholder={p.searchLabel}
        enterButton={t('search')}
        onSearch={(v) => p.onSearch(v.trim())}
      />
      {p.toolbar}
      {!p.items ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : p.items.length === 0 ? (
        <Empty description={p.emptyText} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
          {p.items.map((item) => (
            <li key={p.itemKey(item)}>
              <Card
                hoverable
                size="small"
                title={
                  <button
                    type="button"
                    onClick={() => p.onOpen(item)}
                    style={{ all: 'unset', cursor: 'pointer', display: 'block', minHeight: 48, lineHeight: '48px', width: '100%' }}
                  >
                    {p.renderTitle(item)}
                  </button>
                }
                onClick={() => p.onOpen(item)}
                actions={
                  p.renderActions
                    ? [
                        <div key="a" onClick={(e) => e.stopPropagation()}>
                          {p.renderActions(item)}
                        </div>,
                      ]
                    : undefined
                }
              >
                {p.renderBody(item)}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {p.items && p.items.length > 0 && (
        <Button size="large" block disabled={!p.hasMore} loading={p.loadingMore} onClick={p.onLoadMore}>
          {p.hasMore ? t('loadMore') : t('noMore')}
        </Button>
      )}
    </Flex>
  );
};

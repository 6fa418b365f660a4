import type { TAuthority } from '@fleet/contracts';
import { Input, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { useAuthorities } from '../api/find-authorities';
import { AuthorityEditModal } from '../components/authority-edit-modal';
import { buildAuthorityRows, expandableKeys } from '../components/authority-rows';
import { AuthorityTable } from '../components/authority-table';

/** The permission catalogue: a tree of groups, menus and operations, searchable; names editable by platform staff. */
export const AuthorityPage = () => {
  const { t } = useTranslation('authority');
  const { data, isFetching } = useAuthorities();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<TAuthority | null>(null);
  const rows = useMemo(() => buildAuthorityRows(data ?? [], query), [data, query]);
  // Groups start open; a search opens everything it kept, so matching operations are visible.
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const shown = expanded ?? rows.map((r) => r.key);
  const search = (q: string) => {
    setQuery(q);
    setExpanded(q.trim() ? expandableKeys(buildAuthorityRows(data ?? [], q)) : null);
  };
  return (
    <>
      <ListPage title={t('title')}>
        <Input.Search
          allowClear
          role="searchbox"
          aria-label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          style={{ maxWidth: 360 }}
          onChange={(e) => search(e.target.value)}
          onSearch={search}
        />
        {data ? (
          <AuthorityTable rows={rows} loading={isFetching} expanded={shown} onExpand={setExpanded} onEdit={setEditing} />
        ) : (
          <Skeleton active paragraph={{ rows: 10 }} />
        )}
      </ListPage>
      <AuthorityEditModal authority={editing} onClose={() => setEditing(null)} />
    </>
  );
};

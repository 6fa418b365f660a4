import { CLIP_SORT_FIELDS, type TClip, type TClipSortField } from '@fleet/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { PagedTable } from '../../../components/paged-table';
import { useOperateRobotId } from '../../../lib/operate-robot';
import { useListState } from '../../../lib/use-list-state';
import { useDeleteClip } from '../api/delete-clip';
import { useFindClips } from '../api/find-clips';
import { clipColumns } from '../components/clip-columns';
import { ClipPlayer } from '../components/clip-player';
import { clipQuery, ClipRangeForm, lastThirtyDays, type ClipSearch } from '../components/clip-range-form';

/**
 * lookForVideo: the robot's recorded clips (manual recordings and incident clips), newest first, with
 * playback and delete. A recording that starts or ends appears through the hub's `clips` notice.
 */
export const LookForVideoPage = () => {
  const { t } = useTranslation('robotVideo');
  const { message } = App.useApp();
  const robotId = useOperateRobotId() ?? 0;
  const list = useListState<object, TClipSortField>();
  const [search, setSearch] = useState<ClipSearch>(lastThirtyDays);
  const { data, isFetching } = useFindClips({ robotId, ...clipQuery(search), ...list.paging, ...list.sort });
  const [playing, setPlaying] = useState<TClip | null>(null);
  const remove = useDeleteClip();
  const columns = clipColumns(t, {
    play: setPlaying,
    remove: (c) => remove.mutate(c, { onSuccess: () => void message.success(t('clips.deleted')) }),
  });
  return (
    <ListPage title={t('clipsTitle')}>
      <ClipRangeForm
        onSearch={(s) => {
          setSearch(s);
          list.firstPage();
        }}
      />
      <PagedTable<TClip>
        data={data}
        loading={isFetching}
        columns={columns}
        onPage={list.onPage}
        emptyText={t('clips.empty')}
        sortFields={CLIP_SORT_FIELDS}
        sort={list.sort}
        onSort={list.onSort}
      />
      <ClipPlayer clip={playing} onClose={() => setPlaying(null)} />
    </ListPage>
  );
};

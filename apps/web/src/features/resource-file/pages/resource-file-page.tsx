import type { TFileItem } from '@fleet/contracts';
import { Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { feedback } from '../../../lib/feedback';
import { useListState } from '../../../lib/use-list-state';
import { useExportFiles } from '../api/export-files';
import { useFindFiles } from '../api/find-files';
import type { FileFilters } from '../components/file-filters';
import { FilePreviewModal } from '../components/file-preview-modal';
import { FileRenameModal } from '../components/file-rename-modal';
import { FileSearchForm } from '../components/file-search-form';
import { FileTable } from '../components/file-table';
import { FileUploadButton } from '../components/file-upload-button';
import { ExportButton } from '../../../components/export-button';

/** resourceFile (spec §2/§3): search, upload with progress, server-paged list, preview, rename, delete, CSV. */
export const ResourceFilePage = () => {
  const { t } = useTranslation('resourceFile');
  const list = useListState<FileFilters, 'createdAt' | 'name' | 'size'>();
  const { data, isFetching } = useFindFiles(list.query);
  const [previewing, setPreviewing] = useState<TFileItem | null>(null);
  const [renaming, setRenaming] = useState<TFileItem | null>(null);
  const exporter = useExportFiles();
  // The search and the order on screen, without paging: the server streams every matching file.
  const exportCsv = () =>
    exporter.mutate({ ...list.search, ...list.sort }, { onSuccess: (name) => void feedback().message.success(t('exported', { name })) });
  return (
    <ListPage title={t('title')} subtitle={t('subtitle')}>
      <FileSearchForm onSearch={list.onSearch} />
      <Flex gap={8} align="flex-start" wrap>
        <FileUploadButton />
        <ExportButton label={t('export')} hint={t('exportHint')} empty={!data?.list.length} busy={exporter.isPending} onClick={exportCsv} />
      </Flex>
      <FileTable
        data={data}
        loading={isFetching}
        onPage={list.onPage}
        sort={list.sort}
        onSort={list.onSort}
        onPreview={setPreviewing}
        onRename={setRenaming}
      />
      <FilePreviewModal file={previewing} onClose={() => setPreviewing(null)} />
      <FileRenameModal file={renaming} onClose={() => setRenaming(null)} />
    </ListPage>
  );
};

import type { TFileItem } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { useDeleteFile } from '../api/delete-file';
import { useDownloadFile } from '../api/file-content';

interface Props {
  file: TFileItem;
  onPreview: (f: TFileItem) => void;
  onRename: (f: TFileItem) => void;
}

/** Preview, download, rename and delete (behind a confirmation) of one file. */
export const FileRowActions = ({ file, onPreview, onRename }: Props) => {
  const { t } = useTranslation('resourceFile');
  const remove = useDeleteFile();
  const download = useDownloadFile();
  return (
    <RowActions
      subject={file.name}
      max={4}
      actions={[
        { key: 'preview', label: t('preview'), onClick: () => onPreview(file) },
        { key: 'download', label: t('download'), onClick: () => download.mutate(file.id) },
        { key: 'rename', label: t('rename'), code: 'resourceFile:edit', onClick: () => onRename(file) },
        {
          key: 'delete',
          label: t('common:delete'),
          code: 'resourceFile:delete',
          danger: true,
          confirm: {
            title: t('deleteConfirm.title', { name: file.name }),
            text: t('deleteConfirm.text'),
            okText: t('common:delete'),
            loading: remove.isPending,
            onConfirm: () => remove.mutateAsync(file.id).then(() => void feedback().message.success(t('deleted'))),
          },
        },
      ]}
    />
  );
};

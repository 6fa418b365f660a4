import { documentCode, type TDocumentRow } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RowActions } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { useDeleteDocument } from '../api/delete-document';
import { useDownloadDocument } from '../api/download-document';
import { documentLinks } from './document-links';

/** Read, edit, versions, download, delete; changing ones only for documents of the own subtree. */
export const DocumentRowActions = ({ doc }: { doc: TDocumentRow }) => {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const remove = useDeleteDocument();
  const download = useDownloadDocument();
  return (
    <RowActions
      subject={doc.title}
      max={4}
      actions={[
        { key: 'read', label: t('read'), code: 'mdPreview:view', onClick: () => void navigate(documentLinks.read(doc.id)) },
        doc.editable && {
          key: 'edit',
          label: t('common:edit'),
          code: 'mdEdit:edit',
          onClick: () => void navigate(documentLinks.edit(doc.id)),
        },
        { key: 'versions', label: t('versions'), code: 'mdVersionEdit:view', onClick: () => void navigate(documentLinks.versions(doc.id)) },
        { key: 'download', label: t('download'), onClick: () => download.mutate(doc.id) },
        doc.editable && {
          key: 'delete',
          label: t('common:delete'),
          code: documentCode(doc.kind, 'delete'),
          danger: true,
          confirm: {
            title: t('confirmDeleteTitle', { title: doc.title }),
            text: t('confirmDeleteText'),
            okText: t('common:delete'),
            loading: remove.isPending,
            onConfirm: () => remove.mutateAsync(doc.id).then(() => void feedback().message.success(t('deleted'))),
          },
        },
      ]}
    />
  );
};

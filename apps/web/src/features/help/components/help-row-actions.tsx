import type { THelpArticleRow } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { useDeleteHelpArticle } from '../api/delete-help-article';
import { publicHelpUrl } from './public-link';

/** Copies the public link, saying what was copied (or what to copy by hand when the browser refuses). */
export const useCopyPublicLink = () => {
  const { t } = useTranslation('help');
  return (id: number) => {
    const url = publicHelpUrl(id);
    navigator.clipboard
      .writeText(url)
      .then(() => void feedback().message.success(t('linkCopied', { url })))
      .catch(() => void feedback().message.info(t('copyFailed', { url })));
  };
};

interface Props {
  article: THelpArticleRow;
  onRead: (id: number) => void;
  onEdit: (id: number) => void;
}

/** Read, edit, copy the public link, delete; editing and deleting only for articles of the own subtree. */
export const HelpRowActions = ({ article: a, onRead, onEdit }: Props) => {
  const { t } = useTranslation('help');
  const remove = useDeleteHelpArticle();
  const copy = useCopyPublicLink();
  return (
    <RowActions
      subject={a.title}
      actions={[
        { key: 'read', label: t('read'), onClick: () => onRead(a.id) },
        a.editable && { key: 'edit', label: t('common:edit'), code: 'help:edit', onClick: () => onEdit(a.id) },
        a.isPublic && { key: 'copy', label: t('copyLink'), onClick: () => copy(a.id) },
        a.editable && {
          key: 'delete',
          label: t('common:delete'),
          code: 'help:delete',
          danger: true,
          confirm: {
            title: t('confirmDeleteTitle', { title: a.title }),
            text: t('confirmDeleteText'),
            okText: t('common:delete'),
            loading: remove.isPending,
            onConfirm: () => remove.mutateAsync(a.id).then(() => void feedback().message.success(t('deleted'))),
          },
        },
      ]}
    />
  );
};

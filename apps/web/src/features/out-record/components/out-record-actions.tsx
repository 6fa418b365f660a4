import type { TOutRecord } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { useDeleteOutRecord } from '../api/out-records';

interface Props {
  record: TOutRecord;
  onEdit: (r: TOutRecord) => void;
  size?: 'large' | 'small';
}

/** Edit, and Delete behind a confirmation that says only the record goes; each shown with its code. */
export const OutRecordActions = ({ record: r, onEdit, size }: Props) => {
  const { t } = useTranslation('outRecord');
  const remove = useDeleteOutRecord();
  return (
    <RowActions
      subject={r.destination}
      size={size}
      actions={[
        { key: 'edit', label: t('common:edit'), code: 'outRecord:edit', onClick: () => onEdit(r) },
        {
          key: 'delete',
          label: t('common:delete'),
          code: 'outRecord:delete',
          danger: true,
          confirm: {
            title: t('confirmDeleteTitle', { destination: r.destination }),
            text: t('confirmDeleteText'),
            okText: t('common:delete'),
            loading: remove.isPending,
            onConfirm: () => remove.mutateAsync(r.id).then(() => void feedback().message.success(t('deleted'))),
          },
        },
      ]}
    />
  );
};

import { Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/markdown/markdown';
import { useDocumentVersion } from '../api/get-document-version';

/** One version rendered as readers saw it then. */
export const VersionViewModal = ({ id, version, onClose }: { id: number; version: number | undefined; onClose: () => void }) => {
  const { t } = useTranslation('documents');
  const { data } = useDocumentVersion(id, version);
  return (
    <Modal
      open={!!version}
      title={data ? t('history.viewTitle', { version: data.version, title: data.title }) : t('version', { version })}
      onCancel={onClose}
      footer={null}
      width={860}
      destroyOnHidden
    >
      {data ? <Markdown source={data.body} /> : <Skeleton active />}
    </Modal>
  );
};

import type { TFileItem } from '@fleet/contracts';
import { Flex, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFileObjectUrl } from '../../../lib/file-object-url';

/** The picture, or a player for a video, of one file; nothing is fetched until it opens. */
export const FilePreviewModal = ({ file, onClose }: { file: TFileItem | null; onClose: () => void }) => {
  const { t } = useTranslation('resourceFile');
  const { url, isLoading } = useFileObjectUrl(file?.id ?? null);
  return (
    <Modal
      open={!!file}
      title={file ? t('previewTitle', { name: file.name }) : ''}
      onCancel={onClose}
      footer={null}
      width={820}
      destroyOnHidden
    >
      <Flex justify="center" align="center" style={{ minHeight: 240 }}>
        {isLoading || !url ? (
          <Spin tip={t('previewLoading')}>
            <div style={{ width: 160, height: 80 }} />
          </Spin>
        ) : file?.kind === 'video' ? (
          <video src={url} controls style={{ maxWidth: '100%', maxHeight: '70vh' }} aria-label={file.name} />
        ) : (
          <img src={url} alt={file?.name} style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }} />
        )}
      </Flex>
    </Modal>
  );
};

import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Tooltip } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { HiddenFileInput } from '../../../components/hidden-file-input';
import { UploadProgress } from '../../../components/upload-progress';
import { feedback } from '../../../lib/feedback';
import { useUploadProgress } from '../../../lib/use-upload-progress';
import { useUploadFile } from '../api/upload-file';

/** Accepted by the picker (a hint only: the server decides the type from the content). */
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,video/mp4,video/webm,video/quicktime';

/** Picks one file and uploads it with a progress bar; a refusal stays next to the button, saying why. */
export const FileUploadButton = () => {
  const { t } = useTranslation('resourceFile');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFile();
  const { start, progress, failure, clearFailure } = useUploadProgress(upload, {
    onDone: (item) => void feedback().message.success(t('uploaded', { name: item.name })),
    failureText: (name, reason) => t('uploadFailed', { name, reason }),
  });
  return (
    <Permission code="resourceFile:upload">
      <Flex vertical gap={8}>
        <Flex gap={12} align="center" wrap>
          <Tooltip title={t('uploadHint')}>
            <Button type="primary" icon={<UploadOutlined />} loading={upload.isPending} onClick={() => input.current?.click()}>
              {t('upload')}
            </Button>
          </Tooltip>
          <HiddenFileInput ref={input} accept={ACCEPT} label={t('upload')} testId="resource-file-input" onPick={start} />
          {progress && <UploadProgress label={t('uploading', { name: progress.name })} percent={progress.percent} />}
        </Flex>
        {failure && <Alert type="error" showIcon closable message={failure} onClose={clearFailure} />}
      </Flex>
    </Permission>
  );
};

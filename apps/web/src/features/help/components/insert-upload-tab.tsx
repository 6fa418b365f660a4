import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenFileInput } from '../../../components/hidden-file-input';
import { UploadProgress } from '../../../components/upload-progress';
import { useUploadProgress } from '../../../lib/use-upload-progress';
import { useUploadHelpFile } from '../api/upload-help-file';
import { fileMarkdown } from './media-markdown';

/** A hint to the browser's picker only: the server decides the type from the content. */
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,video/mp4,video/webm,video/quicktime';

/** Uploads one picture or video with a progress bar and inserts it where the cursor was; a refusal says why. */
export const InsertUploadTab = ({ onInsert }: { onInsert: (md: string) => void }) => {
  const { t } = useTranslation('help');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadHelpFile();
  const [alt, setAlt] = useState('');
  const { start, progress, failure, clearFailure } = useUploadProgress(upload, {
    onDone: (item) => onInsert(fileMarkdown(item, alt)),
    failureText: (name, reason) => t('media.uploadFailed', { name, reason }),
  });
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('media.uploadHint')}</Typography.Text>
      <Input aria-label={t('imageAlt')} placeholder={t('imageAlt')} maxLength={60} value={alt} onChange={(e) => setAlt(e.target.value)} />
      <Flex gap={12} align="center" wrap>
        <Button type="primary" icon={<UploadOutlined />} loading={upload.isPending} onClick={() => input.current?.click()}>
          {t('media.choose')}
        </Button>
        <HiddenFileInput ref={input} accept={ACCEPT} label={t('media.choose')} testId="help-media-input" onPick={start} />
        {progress && <UploadProgress label={t('media.uploading', { name: progress.name })} percent={progress.percent} />}
      </Flex>
      {failure && <Alert type="error" showIcon closable title={failure} onClose={clearFailure} />}
    </Flex>
  );
};

import type { TDocumentKind } from '@fleet/contracts';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HiddenFileInput } from '../../../components/hidden-file-input';
import { feedback } from '../../../lib/feedback';
import { useUploadDocument } from '../api/upload-document';
import { documentLinks } from './document-links';

/** "Upload .md": the new document opens in the reader, so the user sees what was imported. */
export const DocumentUploadButton = ({ kind }: { kind: TDocumentKind }) => {
  const { t } = useTranslation('documents');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument();
  const navigate = useNavigate();
  const pick = (file: File) =>
    upload.mutate(
      { kind, file },
      {
        onSuccess: ({ id }) => {
          void feedback().message.success(t('uploaded', { name: file.name }));
          void navigate(documentLinks.read(id));
        },
        onError: (e) => void feedback().message.error(t('uploadFailed', { name: file.name, reason: e.message })),
      },
    );
  return (
    <>
      <Tooltip title={t('uploadHint')}>
        <Button icon={<UploadOutlined />} loading={upload.isPending} onClick={() => input.current?.click()}>
          {t('upload')}
        </Button>
      </Tooltip>
      <HiddenFileInput ref={input} accept=".md,.markdown,text/markdown" label={t('upload')} testId="document-upload-input" onPick={pick} />
    </>
  );
};

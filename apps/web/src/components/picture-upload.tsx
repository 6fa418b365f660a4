import { PictureOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenFileInput } from './hidden-file-input';
import { UploadProgress } from './upload-progress';
import { useUploadProgress } from '../lib/use-upload-progress';
import { uploadFile } from '../lib/upload-file';

/** A hint to the picker only: the server decides the type from the content (pictures take images only). */
const IMAGES = 'image/png,image/jpeg,image/gif,image/webp';

interface Props {
  id?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** The most pictures the form takes (the contract's limit). */
  max: number;
  testId: string;
  /** On a phone, open the back camera rather than the gallery (maintenance visits). */
  camera?: boolean;
}

/**
 * A form control holding picture ids of the file store (work-order steps, maintenance records): each picked image is uploaded at once with a
 * progress bar and listed by name (removable before the form is sent); a refusal stays here, saying why.
 */
export const PictureUpload = ({ id, value = [], onChange, max, testId, camera = false }: Props) => {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  // A refusal is shown here, next to the bar, rather than as a second global message.
  const upload = useMutation({ mutationFn: uploadFile, meta: { silent: true } });
  const [names, setNames] = useState<Record<number, string>>({});
  const { start, progress, failure, clearFailure } = useUploadProgress(upload, {
    onDone: (item) => {
      setNames((n) => ({ ...n, [item.id]: item.name }));
      onChange?.([...value, item.id]);
    },
    failureText: (name, reason) => t('pictures.failed', { name, reason }),
  });
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="center">
        {value.map((p) => (
          <Tag key={p} closable onClose={() => onChange?.(value.filter((x) => x !== p))}>
            {names[p] ?? `#${p}`}
          </Tag>
        ))}
        <Button
          id={id}
          icon={<PictureOutlined />}
          loading={upload.isPending}
          disabled={value.length >= max}
          onClick={() => input.current?.click()}
        >
          {camera ? t('pictures.camera') : t('pictures.add')}
        </Button>
        <HiddenFileInput ref={input} accept={IMAGES} label={t('pictures.add')} testId={testId} capture={camera} onPick={start} />
      </Flex>
      {progress && <UploadProgress label={t('pictures.uploading', { name: progress.name })} percent={progress.percent} />}
      {failure && <Alert type="error" showIcon closable message={failure} onClose={clearFailure} />}
    </Flex>
  );
};

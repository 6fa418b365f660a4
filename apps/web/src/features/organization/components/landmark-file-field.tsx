import { UploadOutlined } from '@ant-design/icons';
import { LANDMARK_FILE_MAX_BYTES } from '@fleet/contracts';
import { Button, Form, Upload, type UploadFile } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

/** Byte counts with their unit (spec §9). */
export const formatBytes = (n: number) => {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
};
export const LANDMARK_MAX_SIZE = formatBytes(LANDMARK_FILE_MAX_BYTES);

/** The chosen file of the form value (antd keeps it as `originFileObj` when the upload is deferred). */
export const chosenFile = (list: UploadFile[] | undefined): File | undefined => list?.[0]?.originFileObj;

interface Props {
  /** Creating: a file is required; editing: optional, it replaces the current one. */
  required: boolean;
  size?: 'large' | 'middle';
}

/**
 * The landmark file of a point. `beforeUpload` returns false so antd only keeps the file; it is
 * sent with the form fields in one multipart request on save.
 */
export const LandmarkFileField = ({ required, size }: Props) => {
  const { t } = useTranslation('organization');
  const rules: Rule[] = [
    { required, message: t('shared:validation.required') },
    {
      validator: async (_, list: UploadFile[] | undefined) => {
        const file = chosenFile(list);
        if (file && file.size > LANDMARK_FILE_MAX_BYTES) throw new Error(t('landmark.fileTooLarge', { size: LANDMARK_MAX_SIZE }));
      },
    },
  ];
  return (
    <Form.Item
      name="file"
      label={required ? t('landmark.file') : t('landmark.replaceFile')}
      valuePropName="fileList"
      getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
      rules={rules}
      required={required}
      extra={required ? undefined : t('landmark.replaceHint')}
    >
      <Upload beforeUpload={() => false} maxCount={1}>
        <Button size={size} icon={<UploadOutlined />}>
          {t('landmark.chooseFile')}
        </Button>
      </Upload>
    </Form.Item>
  );
};

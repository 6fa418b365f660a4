import { ZRenameFileBody, type TFileItem } from '@fleet/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback, showError } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useRenameFile } from '../api/rename-file';

/** Changes a file's display name (its number and content stay); an unchanged name closes without a call. */
export const FileRenameModal = ({ file, onClose }: { file: TFileItem | null; onClose: () => void }) => {
  const { t } = useTranslation('resourceFile');
  const [form] = Form.useForm<{ name: string }>();
  const rename = useRenameFile();
  const submit = ({ name }: { name: string }) => {
    if (!file) return;
    if (name === file.name) return onClose();
    rename.mutate(
      { id: file.id, name },
      {
        onSuccess: () => {
          void feedback().message.success(t('renamed'));
          onClose();
        },
        onError: (err) => applyFieldErrors(form, err) || showError(err),
      },
    );
  };
  return (
    <Modal
      open={!!file}
      title={file ? t('renameTitle', { name: file.name }) : ''}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      confirmLoading={rename.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ name: file?.name }} onFinish={submit} preserve={false}>
        <Form.Item name="name" label={t('fields.name')} rules={[zodRule(ZRenameFileBody, 'name')]} required>
          <Input autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
};

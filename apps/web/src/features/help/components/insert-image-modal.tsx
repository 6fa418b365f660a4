import { Form, Input, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeUrl } from '../../../components/markdown/markdown-policy';
import { usePermission } from '../../../components/permission';
import { InsertResourceTab } from './insert-resource-tab';
import { InsertUploadTab } from './insert-upload-tab';
import { imageMarkdown } from './media-markdown';

interface Values {
  url: string;
  alt?: string;
}

type Tab = 'upload' | 'resource' | 'url';

/**
 * "Insert image": upload a picture or video (it lands among the resource files), pick one already
 * there (for those who may see the list), or type an address. The renderer shows only what
 * markdown-policy allows, so the address form refuses anything else at once.
 */
export const InsertImageModal = ({ open, onClose, onInsert }: { open: boolean; onClose: () => void; onInsert: (md: string) => void }) => {
  const { t } = useTranslation('help');
  const [form] = Form.useForm<Values>();
  const [tab, setTab] = useState<Tab>('upload');
  const canList = usePermission('resourceFile:view');
  const allowed = (url: string) => (url.startsWith('/') && !url.startsWith('//')) || url.startsWith('https://');
  const byUrl = (
    <Form<Values>
      form={form}
      name="help-image"
      layout="vertical"
      onFinish={(v) => {
        onInsert(imageMarkdown(v.alt ?? '', v.url));
        form.resetFields();
      }}
    >
      <Form.Item
        name="url"
        label={t('imageUrl')}
        extra={t('imageUrlHint')}
        rules={[
          { required: true, message: t('shared:validation.required') },
          {
            validator: async (_, v: string | undefined) => {
              const url = v?.trim() ?? '';
              if (url && !(allowed(url) && safeUrl(url, 'src'))) throw new Error(t('imageUrlInvalid'));
            },
          },
        ]}
      >
        <Input autoComplete="off" placeholder="/v2/api/sweeper/…" />
      </Form.Item>
      <Form.Item name="alt" label={t('imageAlt')}>
        <Input autoComplete="off" maxLength={60} />
      </Form.Item>
    </Form>
  );
  const items = [
    { key: 'upload', label: t('media.tabUpload'), children: <InsertUploadTab onInsert={onInsert} /> },
    ...(canList ? [{ key: 'resource', label: t('media.tabResource'), children: <InsertResourceTab onInsert={onInsert} /> }] : []),
    { key: 'url', label: t('media.tabUrl'), children: byUrl },
  ];
  return (
    <Modal
      open={open}
      title={t('insertImage')}
      onCancel={onClose}
      // Only the address tab has a form to submit; the others insert on their own action.
      footer={tab === 'url' ? undefined : null}
      onOk={() => form.submit()}
      okText={t('insertImage')}
      cancelText={t('common:cancel')}
      destroyOnHidden
    >
      <Tabs activeKey={tab} onChange={(k) => setTab(k as Tab)} items={items} destroyOnHidden />
    </Modal>
  );
};

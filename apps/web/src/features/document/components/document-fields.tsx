import { DOCUMENT_LABELS_MAX, ZDocumentSaveBody } from '@fleet/contracts';
import { Flex, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { zodRule } from '../../../lib/form-rules';

/** Title, labels, organisation, public flag and the save's note: the editor's fields above the body. */
export const DocumentFields = () => {
  const { t } = useTranslation('documents');
  return (
    <>
      <Form.Item name="title" label={t('fields.title')} rules={[zodRule(ZDocumentSaveBody, 'title')]} required>
        <Input autoComplete="off" placeholder={t('placeholders.title')} maxLength={60} />
      </Form.Item>
      <Form.Item name="labels" label={t('fields.labels')} rules={[zodRule(ZDocumentSaveBody, 'labels')]}>
        <Select
          mode="tags"
          maxCount={DOCUMENT_LABELS_MAX}
          tokenSeparators={[',', '，']}
          placeholder={t('placeholders.labels')}
          open={false}
        />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="orgId" label={t('fields.organization')} style={{ flex: 1, minWidth: 220 }}>
          <OrgTreeSelect placeholder={t('placeholders.organization')} />
        </Form.Item>
        <Form.Item name="isPublic" label={t('fields.isPublic')} valuePropName="checked" extra={t('publicHint')} style={{ maxWidth: 320 }}>
          <Switch />
        </Form.Item>
      </Flex>
      <Form.Item name="note" label={t('fields.note')} rules={[zodRule(ZDocumentSaveBody, 'note')]}>
        <Input autoComplete="off" placeholder={t('placeholders.note')} maxLength={100} />
      </Form.Item>
    </>
  );
};

import { HELP_CATEGORIES, ZHelpSaveBody, type THelpArticle, type THelpSaveBody } from '@fleet/contracts';
import { Alert, Button, Col, Drawer, Flex, Form, Input, Row, Select, Switch, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/markdown/markdown';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCreateHelpArticle } from '../api/create-help-article';
import { useUpdateHelpArticle } from '../api/update-help-article';
import { InsertImageModal } from './insert-image-modal';

type Values = THelpSaveBody;

interface Props {
  /** The article to edit; absent for a new one. */
  article?: THelpArticle;
  onClose: () => void;
}

/** Only what changed goes in an update: the server refuses an unchanged edit with its own message. */
const changes = (a: THelpArticle, v: Values) =>
  Object.fromEntries(Object.entries(v).filter(([k, x]) => x !== undefined && x !== a[k as keyof THelpArticle]));

/** Create or edit an article: the form and its body on the left, the body rendered live on the right. */
export const HelpEditorDrawer = ({ article, onClose }: Props) => {
  const { t } = useTranslation('help');
  const [form] = Form.useForm<Values>();
  const body = Form.useWatch('body', form) ?? article?.body ?? '';
  const [imageOpen, setImageOpen] = useState(false);
  const textarea = useRef<TextAreaRef>(null);
  const create = useCreateHelpArticle();
  const update = useUpdateHelpArticle();
  const rule = (name: keyof Values) => [zodRule(ZHelpSaveBody, name)];
  const done = (key: 'created' | 'updated') => () => {
    void feedback().message.success(t(key));
    onClose();
  };
  const submit = (v: Values) => {
    const opts = { onSuccess: done(article ? 'updated' : 'created'), onError: (e: Error) => applyFieldErrors(form, e) };
    if (article) update.mutate({ id: article.id, ...changes(article, v) }, opts);
    else create.mutate(v, opts);
  };
  const insert = (md: string) => {
    const el = textarea.current?.resizableTextArea?.textArea;
    const at = el?.selectionStart ?? body.length;
    form.setFieldValue('body', `${body.slice(0, at)}${md}${body.slice(at)}`);
    setImageOpen(false);
  };
  const initial: Partial<Values> = article
    ? { title: article.title, category: article.category, body: article.body, isPublic: article.isPublic, orgId: article.orgId }
    : { category: 'guide', isPublic: false, body: '' };
  return (
    <Drawer open onClose={onClose} size="calc(100vw - 120px)" title={article ? t('editArticle') : t('newArticle')} destroyOnHidden>
      <Form<Values>
        form={form}
        name="help-article"
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        aria-label={t('editArticle')}
      >
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item name="title" label={t('fields.title')} rules={rule('title')} required>
              <Input autoComplete="off" placeholder={t('placeholders.title')} />
            </Form.Item>
            <Flex gap={16} wrap>
              <Form.Item name="category" label={t('fields.category')} style={{ minWidth: 180 }}>
                <Select options={HELP_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))} />
              </Form.Item>
              <Form.Item name="orgId" label={t('fields.organization')} extra={t('orgHint')} style={{ flex: 1, minWidth: 220 }}>
                <OrgTreeSelect placeholder={t('placeholders.organization')} />
              </Form.Item>
              <Form.Item
                name="isPublic"
                label={t('fields.isPublic')}
                valuePropName="checked"
                extra={t('publicHint')}
                style={{ maxWidth: 260 }}
              >
                <Switch />
              </Form.Item>
            </Flex>
            {/* Beside the body, not inside its label: a click on a label would focus the textarea instead. */}
            <Flex justify="flex-end">
              <Button size="small" onClick={() => setImageOpen(true)}>
                {t('insertImage')}
              </Button>
            </Flex>
            <Form.Item name="body" label={t('fields.body')} rules={rule('body')} required>
              <Input.TextArea
                ref={textarea}
                autoSize={{ minRows: 18, maxRows: 32 }}
                placeholder={t('placeholders.body')}
                style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Typography.Title level={5}>{t('preview')}</Typography.Title>
            <div
              aria-label={t('preview')}
              role="region"
              style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 16, minHeight: 400 }}
            >
              {body.trim() ? <Markdown source={body} /> : <Alert type="info" title={t('previewEmpty')} />}
            </div>
          </Col>
        </Row>
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
            {t('common:save')}
          </Button>
        </Flex>
      </Form>
      <InsertImageModal open={imageOpen} onClose={() => setImageOpen(false)} onInsert={insert} />
    </Drawer>
  );
};

import { ErrorCode, ZDocumentSaveBody, type TDocument, type TDocumentKind, type TDocumentSaveBody } from '@fleet/contracts';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Markdown } from '../../../components/markdown/markdown';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { ApiError } from '../../../lib/request';
import { useCreateDocument } from '../api/create-document';
import { useUpdateDocument } from '../api/update-document';
import { DocumentFields } from './document-fields';
import { documentLinks } from './document-links';
import { ImagePickerModal } from './image-picker-modal';
import { useLeaveGuard } from './use-leave-guard';

type Values = Omit<TDocumentSaveBody, 'kind'>;
const FIELDS = ['title', 'labels', 'body', 'isPublic', 'orgId'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
/** Only what changed goes in a save: the server refuses an unchanged one with its own message. */
const changes = (d: TDocument, v: Values) =>
  Object.fromEntries(FIELDS.filter((k) => v[k] !== undefined && !same(v[k], d[k])).map((k) => [k, v[k]]));

interface Props {
  kind: TDocumentKind;
  /** The document to edit; absent for a new one. */
  doc?: TDocument;
}

/**
 * mdEdit's body: the fields, the markdown on the left and its live rendering on the right. A save
 * names the version the editing started from; a stale one is refused by the server and the text stays
 * here, with a link to the newer version.
 */
export const DocumentEditor = ({ kind, doc }: Props) => {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const body = Form.useWatch('body', form) ?? doc?.body ?? '';
  // Fixed when editing starts: a refetch in the background must not move it (that would overwrite).
  const [baseVersion] = useState(doc?.version);
  const [dirty, setDirty] = useState(false);
  const [stale, setStale] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const textarea = useRef<TextAreaRef>(null);
  const guard = useLeaveGuard(dirty);
  const create = useCreateDocument();
  const update = useUpdateDocument();
  const leaveTo = (to: string) => {
    guard.allowNext();
    void navigate(to);
  };
  const onError = (e: Error) => {
    if (e instanceof ApiError && e.code === ErrorCode.DOCUMENT_STALE) setStale(true);
    else applyFieldErrors(form, e);
  };
  const submit = (v: Values) => {
    if (!doc) {
      create.mutate(
        { ...v, kind },
        {
          onSuccess: ({ id }) => {
            void feedback().message.success(t('editor.created'));
            leaveTo(documentLinks.read(id));
          },
          onError,
        },
      );
      return;
    }
    update.mutate(
      { id: doc.id, baseVersion: baseVersion!, note: v.note, ...changes(doc, v) },
      {
        onSuccess: ({ version }) => {
          void feedback().message.success(t('editor.saved', { version }));
          leaveTo(documentLinks.read(doc.id));
        },
        onError,
      },
    );
  };
  const insert = (md: string) => {
    const at = textarea.current?.resizableTextArea?.textArea.selectionStart ?? body.length;
    form.setFieldValue('body', `${body.slice(0, at)}${md}${body.slice(at)}`);
    setDirty(true);
    setImageOpen(false);
  };
  const initial: Partial<Values> = doc
    ? { title: doc.title, labels: doc.labels, body: doc.body, isPublic: doc.isPublic, orgId: doc.orgId }
    : { labels: [], isPublic: false, body: '' };
  const heading = doc ? t('editor.editTitle', { title: doc.title }) : t(`kinds.${kind}.newTitle`);
  return (
    <Card
      title={heading}
      extra={doc && <Typography.Text type="secondary">{t('editor.basedOn', { version: baseVersion })}</Typography.Text>}
    >
      <Form<Values>
        form={form}
        name="document"
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        onValuesChange={() => setDirty(true)}
        aria-label={heading}
      >
        {stale && doc && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('editor.staleHint')}
            action={
              <Button size="small" href={documentLinks.read(doc.id)} target="_blank">
                {t('editor.openLatest')}
              </Button>
            }
          />
        )}
        <DocumentFields />
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            {/* Beside the body, not inside its label: a click on a label would focus the textarea instead. */}
            <Flex justify="flex-end">
              <Button size="small" onClick={() => setImageOpen(true)}>
                {t('editor.insertImage')}
              </Button>
            </Flex>
            <Form.Item name="body" label={t('fields.body')} rules={[zodRule(ZDocumentSaveBody, 'body')]} required>
              <Input.TextArea
                ref={textarea}
                autoSize={{ minRows: 18, maxRows: 36 }}
                placeholder={t('placeholders.body')}
                style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Typography.Title level={5}>{t('editor.preview')}</Typography.Title>
            <div
              aria-label={t('editor.preview')}
              role="region"
              style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 16, minHeight: 400 }}
            >
              {body.trim() ? <Markdown source={body} /> : <Alert type="info" title={t('editor.previewEmpty')} />}
            </div>
          </Col>
        </Row>
        <Flex gap={8} justify="flex-end">
          <Button onClick={() => void navigate(doc ? documentLinks.read(doc.id) : documentLinks.list(kind))}>{t('common:cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
            {t('common:save')}
          </Button>
        </Flex>
      </Form>
      <ImagePickerModal open={imageOpen} onClose={() => setImageOpen(false)} onPick={insert} />
    </Card>
  );
};

import { LANGS, permissionName, ZAuthorityUpdateBody, type Lang, type TAuthority } from '@fleet/contracts';
import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useUpdateAuthority } from '../api/update-authority';

interface Values {
  names: Partial<Record<Lang, string>>;
  description?: string;
}

interface Props {
  authority: TAuthority | null;
  onClose: () => void;
}

/**
 * Edit a permission's names (zh, en, ja) and description, each empty = the catalogue's default shown
 * as the placeholder; the code is shown, never edited.
 */
export const AuthorityEditModal = ({ authority, onClose }: Props) => {
  const { t } = useTranslation('authority');
  const [form] = Form.useForm<Values>();
  const mutation = useUpdateAuthority();
  const submit = (v: Values) => {
    if (!authority) return;
    const names = Object.fromEntries(LANGS.map((l) => [l, v.names?.[l]?.trim() ?? ''])) as Record<Lang, string>;
    mutation.mutate(
      { code: authority.code, names, description: v.description ?? '' },
      {
        onSuccess: () => {
          void feedback().message.success(t('saved'));
          onClose();
        },
        onError: (err) => applyFieldErrors(form, err),
      },
    );
  };
  return (
    <Modal open={!!authority} onCancel={onClose} title={t('edit')} footer={null} destroyOnHidden width={560}>
      {authority && (
        <Form
          form={form}
          layout="vertical"
          aria-label={t('edit')}
          onFinish={submit}
          // The list answers the effective description; only an edited one belongs in the field.
          initialValues={{
            names: authority.names,
            description: authority.description === authority.defaultDescription ? '' : authority.description,
          }}
        >
          <Form.Item label={t('fields.code')} htmlFor="authority-code" extra={t('codeNote')}>
            <Input id="authority-code" value={authority.code} readOnly variant="filled" style={{ fontFamily: 'monospace' }} />
          </Form.Item>
          <Alert type="info" showIcon title={t('namesHint')} style={{ marginBottom: 16 }} />
          {LANGS.map((l) => (
            <Form.Item key={l} name={['names', l]} label={t(`langs.${l}`)} rules={[zodRule(ZAuthorityUpdateBody, ['names', l])]}>
              <Input placeholder={permissionName(l, authority.code)} />
            </Form.Item>
          ))}
          <Form.Item
            name="description"
            label={t('fields.description')}
            extra={t('descriptionHint')}
            rules={[zodRule(ZAuthorityUpdateBody, 'description')]}
          >
            <Input.TextArea rows={3} showCount maxLength={300} placeholder={authority.defaultDescription} />
          </Form.Item>
          <Flex gap={8} justify="flex-end">
            <Button onClick={onClose}>{t('common:cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={mutation.isPending}>
              {t('common:save')}
            </Button>
          </Flex>
        </Form>
      )}
    </Modal>
  );
};

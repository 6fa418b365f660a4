import { DISPLAY_LINK_DAY_CHOICES, DISPLAY_LINK_MAX_DAYS, ZDisplayLinkCreateBody, type TDisplayLinkCreateBody } from '@fleet/contracts';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCreateDisplayLink } from '../api/create-display-link';

/** Name, organisation and how long: the token comes back once, handed to `onCreated` and not kept here. */
export const DisplayLinkForm = ({ onCreated, onCancel }: { onCreated: (token: string) => void; onCancel: () => void }) => {
  const { t } = useTranslation('largeScreen');
  const [form] = Form.useForm<TDisplayLinkCreateBody>();
  const create = useCreateDisplayLink();
  const rule = (name: string) => [zodRule(ZDisplayLinkCreateBody, name)];
  const submit = (values: TDisplayLinkCreateBody) =>
    create.mutate(values, {
      onSuccess: (r) => {
        onCreated(r.token);
        // The answer holds the token: drop it from the mutation at once.
        create.reset();
      },
      onError: (err) => void applyFieldErrors(form, err),
    });
  return (
    <Form form={form} name="display-link" layout="vertical" aria-label={t('links.create')} onFinish={submit} initialValues={{ days: 30 }}>
      <Flex gap={12} wrap align="flex-start">
        <Form.Item name="name" label={t('links.name')} rules={rule('name')} required style={{ flex: '1 1 200px' }}>
          <Input autoComplete="off" placeholder={t('links.namePlaceholder')} />
        </Form.Item>
        <Form.Item name="orgId" label={t('links.organization')} rules={rule('orgId')} required style={{ flex: '1 1 200px' }}>
          <OrgTreeSelect placeholder={t('links.organizationPlaceholder')} />
        </Form.Item>
        <Form.Item name="days" label={t('links.validFor')} rules={rule('days')} required style={{ flex: '0 1 140px' }}>
          <Select
            options={DISPLAY_LINK_DAY_CHOICES.map((d) => ({
              value: d,
              label: d === DISPLAY_LINK_MAX_DAYS ? t('links.oneYear') : t('links.days', { count: d }),
            }))}
          />
        </Form.Item>
      </Flex>
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>{t('common:cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('links.submit')}
        </Button>
      </Flex>
    </Form>
  );
};

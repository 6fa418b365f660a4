import type { TOrg } from '@fleet/contracts';
import { Button, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-rules';
import { useCreateOrg, type TCreateOrgInput } from '../api/create-org';
import { useUpdateOrg } from '../api/update-org';
import { OrgFormBody } from './org-form-body';

interface Props {
  /** The organisation being edited; absent when creating. */
  org?: TOrg;
  /** Parent preselected when creating (the node chosen in the tree). */
  parentId?: number;
  onDone: () => void;
  size?: 'large' | 'middle';
}

const toValues = (o: TOrg): Partial<TCreateOrgInput> => ({
  parentId: o.parentId ?? undefined,
  level: o.level,
  name: o.name,
  code: o.code,
  contactName: o.contactName ?? '',
  phone: o.phone ?? '',
  type: o.type ?? '',
  area: o.area ?? '',
  longitude: o.longitude,
  latitude: o.latitude,
});

/** Create or edit an organisation: the shared body plus save/cancel. */
export const OrgForm = ({ org, parentId, onDone, size }: Props) => {
  const { t } = useTranslation('organization');
  const [form] = Form.useForm<TCreateOrgInput>();
  const create = useCreateOrg();
  const update = useUpdateOrg();
  const pending = create.isPending || update.isPending;
  const submit = (values: TCreateOrgInput) => {
    const done = (text: string) => () => {
      void feedback().message.success(text);
      onDone();
    };
    const onError = (err: unknown) => applyFieldErrors(form, err);
    if (org) update.mutate({ ...values, id: org.id }, { onSuccess: done(t('saved')), onError });
    else create.mutate(values, { onSuccess: done(t('created')), onError });
  };
  return (
    <Form
      form={form}
      layout="vertical"
      aria-label={org ? t('actions.edit') : t('actions.create')}
      initialValues={org ? toValues(org) : { parentId }}
      onFinish={submit}
    >
      <OrgFormBody form={form} editing={!!org} size={size} />
      <Flex gap={8} justify="flex-end">
        <Button size={size} onClick={onDone}>
          {t('common:cancel')}
        </Button>
        <Button size={size} type="primary" htmlType="submit" loading={pending}>
          {t('common:save')}
        </Button>
      </Flex>
    </Form>
  );
};

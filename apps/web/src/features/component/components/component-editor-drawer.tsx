import { ComponentSerialType, ZComponentSaveBody, type TComponent, type TComponentSaveBody } from '@fleet/contracts';
import { DatePicker, Drawer, Flex, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DrawerFooter } from '../../../components/drawer-footer';
import { EnumSelect } from '../../../components/enum-select';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCreateComponent, useUpdateComponent } from '../api/components';
import { useComponentModelChoices } from '../api/products';

/** The form holds the expiry as the contract's 'YYYY-MM-DD' (null when it does not expire); the picker shows it as a day. */
type Values = Omit<TComponentSaveBody, 'expiresAt'> & { expiresAt?: string | null };

const YMD = 'YYYY-MM-DD';
const dayProps = (v: string | null | undefined) => ({ value: v ? dayjs(v, YMD) : null });
const toYmd = (d: Dayjs | null | undefined) => (d ? d.format(YMD) : null);

/** Only what changed goes in an update: the server refuses an unchanged edit with its own message. */
const changes = (c: TComponent, v: Values) => ({
  ...(v.serialType !== c.serialType && { serialType: v.serialType }),
  ...(v.serialNo !== c.serialNo && { serialNo: v.serialNo }),
  ...((v.expiresAt ?? null) !== c.expiresAt && { expiresAt: v.expiresAt ?? null }),
  ...((v.note ?? '') !== c.note && { note: v.note ?? '' }),
});

/** Add a component of a catalogue model to the inventory (it starts idle), or edit one that is not discarded. */
export const ComponentEditorDrawer = ({ component, onClose }: { component?: TComponent; onClose: () => void }) => {
  const { t } = useTranslation('component');
  const [form] = Form.useForm<Values>();
  const models = useComponentModelChoices();
  const create = useCreateComponent();
  const update = useUpdateComponent();
  const rule = (name: keyof TComponentSaveBody) => [zodRule(ZComponentSaveBody, name)];
  const submit = (v: Values) => {
    const onError = (e: Error) => applyFieldErrors(form, e);
    const done = (text: string) => (void feedback().message.success(text), onClose());
    const named = { serialNo: v.serialNo };
    if (component) {
      update.mutate({ id: component.id, ...changes(component, v) }, { onSuccess: () => done(t('resource.updated', named)), onError });
    } else {
      create.mutate({ ...v, expiresAt: v.expiresAt ?? undefined }, { onSuccess: () => done(t('resource.created', named)), onError });
    }
  };
  const initial: Partial<Values> = component
    ? {
        componentModelId: component.componentModelId,
        serialType: component.serialType,
        serialNo: component.serialNo,
        expiresAt: component.expiresAt,
        note: component.note,
      }
    : { serialType: ComponentSerialType.FACTORY, expiresAt: null, note: '' };
  // The edited component's own model is always offered, even beyond the first page of the catalogue.
  const options = (models.data?.list ?? []).map((m) => ({
    value: m.id,
    label: `${m.model} · ${t(`shared:enums.ComponentKind.${m.kind}`)}`,
  }));
  if (component && !options.some((o) => o.value === component.componentModelId)) {
    options.unshift({
      value: component.componentModelId,
      label: `${component.model} · ${t(`shared:enums.ComponentKind.${component.kind}`)}`,
    });
  }
  const title = component ? t('resource.edit') : t('resource.new');
  return (
    <Drawer open onClose={onClose} size={520} title={title} destroyOnHidden>
      <Form<Values>
        form={form}
        name="component"
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        aria-label={t('resource.edit')}
      >
        <Form.Item
          name="componentModelId"
          label={t('shared:fields.model')}
          rules={rule('componentModelId')}
          required
          extra={t('resource.modelHint')}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!!component}
            loading={models.isLoading}
            placeholder={t('resource.placeholders.model')}
            options={options}
          />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item name="serialNo" label={t('shared:fields.serialNo')} rules={rule('serialNo')} required style={{ flex: 1 }}>
            <Input autoComplete="off" maxLength={32} placeholder={t('resource.placeholders.serialNo')} />
          </Form.Item>
          <Form.Item name="serialType" label={t('shared:fields.serialType')} rules={rule('serialType')} style={{ flex: 1 }}>
            <EnumSelect enumName="ComponentSerialType" />
          </Form.Item>
        </Flex>
        <Form.Item name="expiresAt" label={t('shared:fields.expiresAt')} getValueProps={dayProps} normalize={toYmd}>
          <DatePicker style={{ width: '100%' }} placeholder={t('resource.placeholders.expiresAt')} />
        </Form.Item>
        <Form.Item name="note" label={t('shared:fields.note')} rules={rule('note')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} showCount maxLength={300} />
        </Form.Item>
        <DrawerFooter onCancel={onClose} saving={create.isPending || update.isPending} />
      </Form>
    </Drawer>
  );
};

import { ZProductSaveBody, type TProduct, type TProductSaveBody, type TRobotType } from '@fleet/contracts';
import { Drawer, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DrawerFooter } from '../../../components/drawer-footer';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { RobotTypeSelect } from '../../../components/robot-type-select';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useComponentModelChoices, useCreateProduct, useUpdateProduct } from '../api/products';
import { ProductBillField } from './product-bill-field';

type Line = { componentModelId: number; count: number };
type Values = Omit<TProductSaveBody, 'components'> & { components?: Line[] };

const billKey = (lines: readonly Line[]) => lines.map((l) => `${l.componentModelId}×${l.count}`).join();

/** Only what changed goes in an update (the server refuses an unchanged edit); the bill, when changed, goes whole. */
const changes = (p: TProduct, v: Values) =>
  Object.fromEntries(
    Object.entries(v).filter(([k, x]) => {
      if (x === undefined || k === 'orgId') return false;
      if (k === 'components') return billKey(x as Line[]) !== billKey(p.components);
      return x !== p[k as keyof TProduct];
    }),
  );

/** Add a product built on a robot type from catalogue components, or edit one. */
export const ProductEditorDrawer = ({ product, onClose }: { product?: TProduct; onClose: () => void }) => {
  const { t } = useTranslation('component');
  const [form] = Form.useForm<Values>();
  const robotType = Form.useWatch('robotType', form) as TRobotType | undefined;
  const models = useComponentModelChoices();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const rule = (name: keyof TProductSaveBody) => [zodRule(ZProductSaveBody, name)];
  const submit = (raw: Values) => {
    // Only the line fields go out: a line the form holds may carry nothing else, but antd keeps what it was given.
    const v = { ...raw, components: (raw.components ?? []).map((l) => ({ componentModelId: l.componentModelId, count: l.count })) };
    const onError = (e: Error) => applyFieldErrors(form, e);
    const done = (text: string) => (void feedback().message.success(text), onClose());
    if (product) update.mutate({ id: product.id, ...changes(product, v) }, { onSuccess: () => done(t('product.updated')), onError });
    else create.mutate(v, { onSuccess: () => done(t('product.created')), onError });
  };
  // Lines that already name a model check again whether it fits the new robot type.
  const recheckLines = () => {
    const lines: Partial<Line>[] = form.getFieldValue('components') ?? [];
    const names = lines.flatMap((l, i) => (l?.componentModelId === undefined ? [] : [['components', i, 'componentModelId']]));
    void form.validateFields(names).catch(() => undefined);
  };
  const initial: Partial<Values> = product
    ? {
        name: product.name,
        model: product.model,
        robotType: product.robotType,
        components: product.components.map((c) => ({ componentModelId: c.componentModelId, count: c.count })),
        description: product.description,
      }
    : { components: [], description: '' };
  return (
    <Drawer open onClose={onClose} size={640} title={product ? t('product.edit') : t('product.new')} destroyOnHidden>
      <Form<Values> form={form} name="product" layout="vertical" initialValues={initial} onFinish={submit} aria-label={t('product.edit')}>
        <Flex gap={16}>
          <Form.Item name="name" label={t('product.fields.name')} rules={rule('name')} required style={{ flex: 1 }}>
            <Input autoComplete="off" placeholder={t('product.placeholders.name')} />
          </Form.Item>
          <Form.Item name="model" label={t('product.fields.model')} rules={rule('model')} required style={{ flex: 1 }}>
            <Input autoComplete="off" placeholder={t('product.placeholders.model')} />
          </Form.Item>
        </Flex>
        <Form.Item name="robotType" label={t('product.fields.robotType')} rules={rule('robotType')} required>
          <RobotTypeSelect placeholder={t('product.placeholders.robotType')} onChange={recheckLines} />
        </Form.Item>
        <ProductBillField models={models.data?.list ?? []} known={product?.components} robotType={robotType} />
        <Form.Item name="description" label={t('fields.description')} rules={rule('description')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} showCount maxLength={300} />
        </Form.Item>
        {!product && (
          <Form.Item name="orgId" label={t('fields.organization')} extra={t('product.orgHint')}>
            <OrgTreeSelect placeholder={t('placeholders.organization')} />
          </Form.Item>
        )}
        <DrawerFooter onCancel={onClose} saving={create.isPending || update.isPending} />
      </Form>
    </Drawer>
  );
};

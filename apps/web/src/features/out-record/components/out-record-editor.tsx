import { ZOutRecordSaveBody, type TOutRecord, type TOutRecordSaveBody } from '@fleet/contracts';
import { ConfigProvider, DatePicker, Drawer, Flex, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawerFooter } from '../../../components/drawer-footer';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCreateOutRecord, useProductChoices, useUpdateOutRecord } from '../api/out-records';
import { deviceNumbersRule, joinNumbers, parseDeviceNumbers, sameNumbers } from './device-numbers';
import { DeviceNumbersScanner, DeviceNumbersTextArea } from './device-numbers-field';

/** The form holds the time as the contract's ISO string and the robots as the text pasted or scanned. */
type Values = Omit<TOutRecordSaveBody, 'deviceNumbers'> & { deviceNumbers?: string };

const timeProps = (v: string | undefined) => ({ value: v ? dayjs(v) : null });
const toIso = (d: Dayjs | null | undefined) => (d ? d.toISOString() : undefined);
const text = (v: string | undefined) => v ?? '';

/** Only what changed goes in an update (the robots compared as sets): the server refuses an unchanged edit itself. */
const changes = (r: TOutRecord, v: Values, numbers: string[]) => ({
  ...(v.principal !== r.principal && { principal: v.principal }),
  ...(text(v.lidarModel) !== r.lidarModel && { lidarModel: text(v.lidarModel) }),
  ...(text(v.batterySpec) !== r.batterySpec && { batterySpec: text(v.batterySpec) }),
  ...(text(v.flowCard) !== r.flowCard && { flowCard: text(v.flowCard) }),
  ...(text(v.hardwareVersion) !== r.hardwareVersion && { hardwareVersion: text(v.hardwareVersion) }),
  ...(Date.parse(v.shippedAt) !== Date.parse(r.shippedAt) && { shippedAt: v.shippedAt }),
  ...(v.destination !== r.destination && { destination: v.destination }),
  ...(text(v.remark) !== r.remark && { remark: text(v.remark) }),
  ...((v.productId ?? null) !== r.productId && { productId: v.productId ?? null }),
  ...(!sameNumbers(
    numbers,
    r.robots.map((x) => x.deviceNumber),
  ) && { deviceNumbers: numbers }),
});

const initialOf = (r: TOutRecord | undefined): Partial<Values> =>
  r
    ? {
        principal: r.principal,
        shippedAt: r.shippedAt,
        destination: r.destination,
        productId: r.productId ?? undefined,
        lidarModel: r.lidarModel,
        batterySpec: r.batterySpec,
        flowCard: r.flowCard,
        hardwareVersion: r.hardwareVersion,
        remark: r.remark,
        deviceNumbers: joinNumbers(r.robots.map((x) => x.deviceNumber)),
      }
    : { shippedAt: dayjs().second(0).millisecond(0).toISOString() };

interface Props {
  /** The shipment edited; a new one when left out. */
  record?: TOutRecord;
  onClose: () => void;
  /** Phones: full screen, one column, large controls, and a scan box for the robots. */
  mobile?: boolean;
}

/** Record a shipment of robots, or edit one: who, when, where, the product, what went with it, and the robots. */
export const OutRecordEditor = ({ record, onClose, mobile }: Props) => {
  const { t } = useTranslation('outRecord');
  const [form] = Form.useForm<Values>();
  const products = useProductChoices();
  const create = useCreateOutRecord();
  const update = useUpdateOutRecord();
  const rule = (name: keyof TOutRecordSaveBody) => [zodRule(ZOutRecordSaveBody, name)];
  const submit = (v: Values) => {
    const numbers = parseDeviceNumbers(v.deviceNumbers).valid;
    const onError = (e: Error) => applyFieldErrors(form, e);
    const done = (message: string) => (void feedback().message.success(message), onClose());
    if (record) {
      update.mutate({ id: record.id, ...changes(record, v, numbers) }, { onSuccess: () => done(t('updated')), onError });
    } else {
      const body = { ...v, deviceNumbers: numbers };
      create.mutate(body, { onSuccess: () => done(t('created', { destination: v.destination })), onError });
    }
  };
  // The shipment's own product is always offered, even beyond the first page of products.
  const options = (products.data?.list ?? []).map((p) => ({ value: p.id, label: `${p.name} · ${p.model}` }));
  if (record?.productId && !options.some((o) => o.value === record.productId)) {
    options.unshift({ value: record.productId, label: `${record.productName ?? ''} · ${record.productModel ?? ''}` });
  }
  const pair = (a: ReactNode, b: ReactNode) =>
    mobile ? (
      <>
        {a}
        {b}
      </>
    ) : (
      <Flex gap={16}>
        {a}
        {b}
      </Flex>
    );
  const half = mobile ? undefined : { flex: 1, minWidth: 0 };
  const title = record ? t('edit') : t('new');
  const body = (
    <Form<Values> form={form} name="out-record" layout="vertical" initialValues={initialOf(record)} onFinish={submit} aria-label={title}>
      {pair(
        <Form.Item name="principal" label={t('shared:fields.principal')} rules={rule('principal')} required style={half}>
          <Input autoComplete="off" maxLength={30} placeholder={t('placeholders.principal')} />
        </Form.Item>,
        <Form.Item
          name="shippedAt"
          label={t('shared:fields.shippedAt')}
          rules={rule('shippedAt')}
          required
          getValueProps={timeProps}
          normalize={toIso}
          style={half}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            style={{ width: '100%' }}
            placeholder={t('placeholders.shippedAt')}
          />
        </Form.Item>,
      )}
      <Form.Item name="destination" label={t('shared:fields.destination')} rules={rule('destination')} required>
        <Input autoComplete="off" maxLength={300} placeholder={t('placeholders.destination')} />
      </Form.Item>
      <Form.Item name="productId" label={t('shared:fields.productId')} extra={t('productHint')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={products.isLoading}
          placeholder={t('placeholders.product')}
          options={options}
        />
      </Form.Item>
      <Form.Item
        name="deviceNumbers"
        label={t('shared:fields.deviceNumbers')}
        rules={[deviceNumbersRule(t)]}
        required
        extra={mobile ? t('robots.scanHint') : t('robots.hint')}
      >
        {mobile ? <DeviceNumbersScanner /> : <DeviceNumbersTextArea />}
      </Form.Item>
      {pair(
        <Form.Item name="lidarModel" label={t('shared:fields.lidarModel')} rules={rule('lidarModel')} style={half}>
          <Input autoComplete="off" maxLength={60} placeholder={t('placeholders.lidarModel')} />
        </Form.Item>,
        <Form.Item name="batterySpec" label={t('shared:fields.batterySpec')} rules={rule('batterySpec')} style={half}>
          <Input autoComplete="off" maxLength={60} placeholder={t('placeholders.batterySpec')} />
        </Form.Item>,
      )}
      {pair(
        <Form.Item name="flowCard" label={t('shared:fields.flowCard')} rules={rule('flowCard')} style={half}>
          <Input autoComplete="off" maxLength={32} placeholder={t('placeholders.flowCard')} />
        </Form.Item>,
        <Form.Item name="hardwareVersion" label={t('shared:fields.hardwareVersion')} rules={rule('hardwareVersion')} style={half}>
          <Input autoComplete="off" maxLength={32} placeholder={t('placeholders.hardwareVersion')} />
        </Form.Item>,
      )}
      <Form.Item name="remark" label={t('shared:fields.remark')} rules={rule('remark')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount maxLength={300} placeholder={t('placeholders.remark')} />
      </Form.Item>
      <DrawerFooter onCancel={onClose} saving={create.isPending || update.isPending} />
    </Form>
  );
  if (!mobile) {
    return (
      <Drawer open onClose={onClose} size={600} title={title} destroyOnHidden>
        {body}
      </Drawer>
    );
  }
  return (
    <Drawer open onClose={onClose} size="100%" placement="bottom" title={title} destroyOnHidden>
      {/* Every control of the phone form is at least 48 px tall for touch. */}
      <ConfigProvider componentSize="large" theme={{ token: { controlHeightLG: 48 } }}>
        {body}
      </ConfigProvider>
    </Drawer>
  );
};

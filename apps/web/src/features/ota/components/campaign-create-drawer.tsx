import { CampaignAdvance, ZCampaignCreateBody } from '@fleet/contracts';
import { Alert, Button, Divider, Drawer, Flex, Form, Input, InputNumber, Popconfirm, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCreateCampaign, usePreviewCampaign, useReleasedPackages } from '../api/campaigns';
import {
  campaignFormDefaults,
  targetOf,
  toCreateBody,
  toFormFieldErrors,
  wavesRule,
  windowRule,
  type CampaignFormValues,
} from './campaign-form';
import { CampaignPreviewResult } from './campaign-preview-result';
import { CampaignTargetFields } from './campaign-target-fields';

interface Props {
  /** Robots chosen in a robot list (`?robotIds=`): the campaign targets exactly them. */
  robotIds: number[] | null;
  onChooseOthers: () => void;
  onClose: () => void;
  onCreated: (id: number) => void;
}

const NUMBERS = [
  ['successPercent', 1, 100],
  ['haltPercent', 1, 100],
  ['haltCount', 1, 5000],
  ['minBattery', 0, 100],
  ['retries', 0, 5],
  ['retryBackoffSeconds', 10, 86_400],
  ['robotTimeoutMinutes', 5, 1440],
] as const;

/**
 * Start a campaign: a released package, the robots (an organisation narrowed by type and version, or
 * those chosen in a robot list), the waves and their thresholds, the conditions a robot must meet.
 * It starts only after a preview of the robots it takes, and a confirmation that names their count.
 */
export const CampaignCreateDrawer = ({ robotIds, onChooseOthers, onClose, onCreated }: Props) => {
  const { t } = useTranslation('ota');
  const [form] = Form.useForm<CampaignFormValues>();
  const packages = useReleasedPackages();
  const preview = usePreviewCampaign();
  const create = useCreateCampaign();
  const rule = (name: string) => [zodRule(ZCampaignCreateBody, name)];
  const runPreview = async () => {
    const v = await form.validateFields(['packageId']);
    const target = form.getFieldValue('target') as CampaignFormValues['target'] | undefined;
    preview.mutate({ packageId: v.packageId, target: targetOf(target, robotIds) });
  };
  const submit = (v: CampaignFormValues) =>
    create.mutate(toCreateBody(v, robotIds), {
      onSuccess: ({ id }) => (void feedback().message.success(t('done.created')), onCreated(id)),
      onError: (e) => applyFieldErrors(form, toFormFieldErrors(e)),
    });
  const result = preview.data;
  const chosen = result?.included.length ?? 0;
  return (
    <Drawer open onClose={onClose} size={720} title={t('new')} destroyOnHidden>
      <Form<CampaignFormValues>
        form={form}
        name="ota-campaign-create"
        layout="vertical"
        initialValues={campaignFormDefaults()}
        onFinish={submit}
        // A preview answers for the package and robots it was asked about; another choice needs another.
        onValuesChange={(changed: Partial<CampaignFormValues>) => ('packageId' in changed || 'target' in changed) && preview.reset()}
        aria-label={t('new')}
      >
        <Form.Item name="name" label={t('create.fields.name')} rules={rule('name')} required>
          <Input maxLength={60} showCount autoComplete="off" placeholder={t('create.placeholders.name')} />
        </Form.Item>
        <Form.Item name="packageId" label={t('create.fields.package')} rules={rule('packageId')} required>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={packages.isLoading}
            placeholder={t('create.placeholders.package')}
            options={(packages.data?.list ?? []).map((p) => ({
              value: p.id,
              label: t('create.packageLabel', {
                version: p.versionText,
                unit: t(`shared:enums.SoftwareType.${p.softwareType}`),
                packageType: t(`shared:enums.PackageType.${p.packageType}`),
              }),
            }))}
          />
        </Form.Item>
        <Divider titlePlacement="start">{t('create.sections.target')}</Divider>
        <CampaignTargetFields robotIds={robotIds} onChooseOthers={() => (preview.reset(), onChooseOthers())} />
        <Divider titlePlacement="start">{t('create.sections.waves')}</Divider>
        <Form.Item name="waveKind" label={t('create.fields.waveKind')}>
          <Radio.Group
            options={(['percent', 'size'] as const).map((v) => ({ value: v, label: t(`create.waveKinds.${v}`) }))}
            // The typed waves mean something else now: they are checked again under the new rule.
            onChange={() => void form.validateFields(['waveText']).catch(() => undefined)}
          />
        </Form.Item>
        <Form.Item noStyle dependencies={['waveKind']}>
          {() => {
            const kind = form.getFieldValue('waveKind') === 'size' ? 'size' : 'percent';
            return (
              <Form.Item
                name="waveText"
                label={t(kind === 'size' ? 'create.fields.waveSizes' : 'create.fields.waves')}
                rules={[wavesRule]}
                extra={t(kind === 'size' ? 'create.hints.waveSizes' : 'create.hints.waves')}
                required
              >
                <Input autoComplete="off" />
              </Form.Item>
            );
          }}
        </Form.Item>
        <Form.Item name="advance" label={t('create.fields.advance')} rules={rule('advance')}>
          <Radio.Group options={Object.values(CampaignAdvance).map((v) => ({ value: v, label: t(`shared:enums.CampaignAdvance.${v}`) }))} />
        </Form.Item>
        <Divider titlePlacement="start">{t('create.sections.thresholds')}</Divider>
        <Flex wrap gap={16}>
          {NUMBERS.map(([name, min, max]) => (
            <Form.Item key={name} name={name} label={t(`create.fields.${name}`)} rules={rule(name)} required style={{ width: 200 }}>
              <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          ))}
        </Flex>
        <Divider titlePlacement="start">{t('create.sections.conditions')}</Divider>
        <Space align="start" wrap>
          <Form.Item
            name="windowStart"
            label={t('create.fields.windowStart')}
            rules={[windowRule('windowEnd')]}
            dependencies={['windowEnd']}
          >
            <Input placeholder={t('create.placeholders.window')} maxLength={5} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item
            name="windowEnd"
            label={t('create.fields.windowEnd')}
            rules={[windowRule('windowStart')]}
            dependencies={['windowStart']}
          >
            <Input placeholder={t('create.placeholders.window')} maxLength={5} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="timeZone" label={t('create.fields.timeZone')} rules={rule('timeZone')} required>
            <Input maxLength={64} style={{ width: 220 }} />
          </Form.Item>
        </Space>
        <Alert type="info" showIcon title={t('create.hints.window')} style={{ marginBottom: 16 }} />
        {result ? <CampaignPreviewResult preview={result} /> : <Alert type="warning" showIcon title={t('create.previewFirst')} />}
        <Flex gap={8} justify="flex-end" style={{ marginTop: 16 }}>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button onClick={() => void runPreview().catch(() => undefined)} loading={preview.isPending}>
            {t('create.preview')}
          </Button>
          <Popconfirm
            title={t('create.confirmStart', { count: chosen, version: result?.version ?? '' })}
            description={<div style={{ maxWidth: 320 }}>{t('create.confirmStartText')}</div>}
            okText={t('create.start')}
            onConfirm={() => form.submit()}
            disabled={!result || chosen === 0}
          >
            <Button type="primary" disabled={!result || chosen === 0} loading={create.isPending}>
              {t('create.start')}
            </Button>
          </Popconfirm>
        </Flex>
      </Form>
    </Drawer>
  );
};

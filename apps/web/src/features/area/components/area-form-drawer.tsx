import { AreaKind, ZAreaSaveBody, type TArea, type TAreaKind, type TAreaSaveBody } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Flex, Form, Input, InputNumber, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DrawerFooter } from '../../../components/drawer-footer';
import { EnumSelect } from '../../../components/enum-select';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { feedback, showError } from '../../../lib/feedback';
import { applyFieldErrors, zodRefineRule, zodRule } from '../../../lib/form-rules';
import { ownDetailQuery } from '../../../lib/session-api';
import { useCreateArea, useUpdateArea } from '../api/areas';
import { AreaRobotSelect } from './area-robot-select';

interface Values {
  orgId?: number;
  name?: string;
  kind: TAreaKind;
  floors?: number | null;
  zones?: number | null;
  liftControl?: boolean;
  enabled?: boolean;
  address?: string | null;
  workArea?: number | null;
  frequency?: number | null;
  longitude?: number | null;
  latitude?: number | null;
  robotIds?: number[];
}

/**
 * Valid stand-ins for the fields a cross-field rule is not about: zod runs the contract's shape rules
 * (floors of a building, lift control, both coordinates) only once the rest parses (form-rules.ts).
 */
const FILL = { name: 'x', kind: AreaKind.BUILDING };
const rule = (field: keyof Values) => [zodRule(ZAreaSaveBody, field)];
const shapeRule = (field: keyof Values) => [zodRefineRule(ZAreaSaveBody, field, FILL)];
const HALF = { flex: '1 1 0', minWidth: 0 };
/** The number fields round nothing (no `precision`): 1.5 floors is refused in the contract's words, not silently changed. */
const NUMBER = { width: '100%' };

/** What the server takes: a park sends no floors, empty texts and numbers are cleared (null). */
const bodyOf = (v: Values): TAreaSaveBody => {
  const building = v.kind === AreaKind.BUILDING;
  return {
    ...(v.orgId !== undefined && { orgId: v.orgId }),
    name: (v.name ?? '').trim(),
    kind: v.kind,
    address: v.address?.trim() || null,
    floors: building ? (v.floors ?? null) : null,
    zones: v.zones ?? undefined,
    liftControl: building && !!v.liftControl,
    enabled: v.enabled ?? true,
    workArea: v.workArea ?? null,
    frequency: v.frequency ?? null,
    longitude: v.longitude ?? null,
    latitude: v.latitude ?? null,
    robotIds: v.robotIds ?? [],
  };
};

const valuesOf = (a: TArea): Values => ({
  orgId: a.orgId,
  name: a.name,
  kind: a.kind,
  floors: a.floors,
  zones: a.zones,
  liftControl: a.liftControl,
  enabled: a.enabled,
  address: a.address,
  workArea: a.workArea,
  frequency: a.frequency,
  longitude: a.longitude,
  latitude: a.latitude,
  robotIds: a.robots.map((r) => r.id),
});

/**
 * Create an area, or edit one: its organisation (the user's own to start with), what it is (a park has
 * no floors and no lift control: choosing Park clears and hides them), its plan and place, and the
 * robots that clean it. The contract's rules check each field as it is left; the server's refusals (a
 * name or a robot taken) land on their field.
 */
export const AreaFormDrawer = ({ area, onClose }: { area?: TArea; onClose: () => void }) => {
  const { t } = useTranslation('area');
  const [form] = Form.useForm<Values>();
  // Loaded by the route guard already; a new area's form waits for it so the organisation starts as the user's own.
  const { data: me, isPending: meLoading } = useQuery(ownDetailQuery());
  const create = useCreateArea();
  const update = useUpdateArea();
  const kind = Form.useWatch('kind', form);
  const floors = Form.useWatch('floors', form);
  const liftControl = Form.useWatch('liftControl', form);
  const building = kind !== AreaKind.PARK;
  const liftAllowed = building && (floors ?? 0) >= 2;
  const title = area ? t('form.editTitle', { name: area.name }) : t('new');
  const initial: Values = area
    ? valuesOf(area)
    : { orgId: me?.orgId, kind: AreaKind.BUILDING, zones: 1, liftControl: false, enabled: true, robotIds: [] };

  const submit = (v: Values) => {
    const body = bodyOf(v);
    const handlers = {
      onSuccess: (saved: TArea) => {
        void feedback().message.success(t(area ? 'form.saved' : 'form.created', { name: saved.name }));
        onClose();
      },
      onError: (e: Error) => {
        if (!applyFieldErrors(form, e)) showError(e);
      },
    };
    if (area) update.mutate({ ...body, id: area.id }, handlers);
    else create.mutate(body, handlers);
  };
  // A park has neither: cleared as it is chosen, so they are not sent back when the user returns to Building.
  const onValuesChange = (changed: Partial<Values>) => {
    if (changed.kind === AreaKind.PARK) form.setFieldsValue({ floors: null, liftControl: false });
  };

  return (
    <Drawer open onClose={onClose} size={640} title={title} destroyOnHidden>
      {meLoading && !area ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Form<Values>
          form={form}
          name="area"
          layout="vertical"
          initialValues={initial}
          onFinish={submit}
          onValuesChange={onValuesChange}
          aria-label={title}
        >
          <Flex gap={16}>
            <Form.Item name="orgId" label={t('shared:fields.orgId')} extra={t('form.orgHint')} style={HALF}>
              <OrgTreeSelect placeholder={t('placeholders.org')} />
            </Form.Item>
            <Form.Item name="name" label={t('shared:fields.name')} required rules={rule('name')} style={HALF}>
              <Input autoComplete="off" maxLength={60} placeholder={t('placeholders.name')} />
            </Form.Item>
          </Flex>
          <Flex gap={16}>
            <Form.Item name="kind" label={t('fields.kind')} required style={HALF}>
              <EnumSelect enumName="AreaKind" />
            </Form.Item>
            <Form.Item name="enabled" label={t('shared:fields.enabled')} valuePropName="checked" extra={t('form.enabledHint')} style={HALF}>
              <Switch />
            </Form.Item>
          </Flex>
          <Flex gap={16}>
            {building && (
              <Form.Item
                name="floors"
                label={t('shared:fields.floors')}
                required
                rules={shapeRule('floors')}
                dependencies={['kind']}
                extra={t('form.floorsHint')}
                style={HALF}
              >
                <InputNumber style={NUMBER} />
              </Form.Item>
            )}
            <Form.Item name="zones" label={t('shared:fields.zones')} required rules={rule('zones')} style={HALF}>
              <InputNumber style={NUMBER} />
            </Form.Item>
          </Flex>
          {building && (
            <Form.Item
              name="liftControl"
              label={t('shared:fields.liftControl')}
              valuePropName="checked"
              rules={shapeRule('liftControl')}
              dependencies={['kind', 'floors']}
              extra={liftAllowed ? t('form.liftHint') : t('form.liftNeedsFloors')}
            >
              {/* Off while it cannot apply; one left on (the floors went down) can still be switched off. */}
              <Switch disabled={!liftAllowed && !liftControl} />
            </Form.Item>
          )}
          <Form.Item name="address" label={t('shared:fields.address')} rules={rule('address')}>
            <Input autoComplete="off" maxLength={200} placeholder={t('placeholders.address')} />
          </Form.Item>
          <Flex gap={16}>
            <Form.Item
              name="workArea"
              label={t('shared:fields.workArea')}
              rules={rule('workArea')}
              extra={t('form.workAreaHint')}
              style={HALF}
            >
              <InputNumber style={NUMBER} />
            </Form.Item>
            <Form.Item
              name="frequency"
              label={t('shared:fields.frequency')}
              rules={rule('frequency')}
              extra={t('form.frequencyHint')}
              style={HALF}
            >
              <InputNumber style={NUMBER} />
            </Form.Item>
          </Flex>
          <Flex gap={16}>
            {(['longitude', 'latitude'] as const).map((f) => (
              <Form.Item
                key={f}
                name={f}
                label={t(`shared:fields.${f}`)}
                rules={shapeRule(f)}
                dependencies={[f === 'longitude' ? 'latitude' : 'longitude']}
                extra={t(`organization:coordinates.${f}Hint`)}
                style={HALF}
              >
                <InputNumber style={NUMBER} step={0.0001} />
              </Form.Item>
            ))}
          </Flex>
          <Form.Item name="robotIds" label={t('shared:fields.robotIds')} rules={rule('robotIds')} extra={t('form.robotsHint')}>
            <AreaRobotSelect area={area} />
          </Form.Item>
          <DrawerFooter onCancel={onClose} saving={create.isPending || update.isPending} />
        </Form>
      )}
    </Drawer>
  );
};

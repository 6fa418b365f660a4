import { CleanMode, PeriodType, type TRobotMap } from '@fleet/contracts';
import { Alert, DatePicker, Form, Input, InputNumber, Radio, Select, Switch, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/form-rules';
import { requiredRule } from './required-rule';
import { ZTaskForm } from './task-form-values';

interface Props {
  maps: TRobotMap[] | undefined;
}

const rule = (field: string) => [zodRule(ZTaskForm, field)];

/**
 * The fields of a task (spec §3), shared by the drawer of the tasks tab and the editTask page. The
 * date shows only for period type 0 and the path only for a patrol, on the paths of the chosen map.
 */
export const TaskFormBody = ({ maps }: Props) => {
  const { t } = useTranslation('robotTask');
  const form = Form.useFormInstance();
  const periodType = Form.useWatch('periodType', form) as number | undefined;
  const cleanMode = Form.useWatch('cleanMode', form) as string | undefined;
  const mapId = Form.useWatch('mapId', form) as string | undefined;
  const paths = maps?.find((m) => m.mapId === mapId)?.paths ?? [];
  const enumOptions = (name: string, values: readonly (string | number)[]) =>
    values.map((v) => ({ value: v, label: t(`shared:enums.${name}.${v}`) }));
  return (
    <>
      {maps && maps.length === 0 && <Alert type="warning" showIcon title={t('hints.noMaps')} style={{ marginBottom: 16 }} />}
      <Form.Item name="name" label={t('fields.name')} rules={rule('name')} required>
        <Input autoComplete="off" maxLength={40} />
      </Form.Item>
      <Form.Item name="periodType" label={t('fields.periodType')} required>
        <Radio.Group options={enumOptions('PeriodType', [PeriodType.SAME_OR_ALTERNATE_DAY, PeriodType.ONCE_A_DAY])} />
      </Form.Item>
      {periodType === PeriodType.SAME_OR_ALTERNATE_DAY && (
        <Form.Item name="date" label={t('fields.date')} rules={[requiredRule, ...rule('date')]} validateFirst required>
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} />
        </Form.Item>
      )}
      <Form.Item name="execTime" label={t('fields.execTime')} rules={rule('execTime')} required extra={t('hints.time')}>
        <TimePicker format="HH:mm" style={{ width: '100%' }} needConfirm={false} />
      </Form.Item>
      <Form.Item name="mapId" label={t('fields.map')} rules={rule('mapId')} required>
        <Select
          options={(maps ?? []).map((m) => ({ value: m.mapId, label: m.name }))}
          onChange={() => form.setFieldValue('pathId', null)}
        />
      </Form.Item>
      <Form.Item name="cleanMode" label={t('fields.cleanMode')} required>
        <Radio.Group options={enumOptions('CleanMode', [CleanMode.COVER, CleanMode.PATROL])} />
      </Form.Item>
      {cleanMode === CleanMode.PATROL && (
        <Form.Item
          name="pathId"
          label={t('fields.path')}
          rules={[requiredRule]}
          required
          extra={mapId && paths.length === 0 ? t('hints.noPaths') : undefined}
        >
          <Select options={paths.map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
      )}
      <Form.Item name="scene" label={t('fields.scene')}>
        <Radio.Group options={enumOptions('Scene', [0, 1])} />
      </Form.Item>
      <Form.Item name="repeatTimes" label={t('fields.repeatTimes')} rules={rule('repeatTimes')} required>
        <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="details" label={t('fields.details')} rules={rule('details')}>
        <Input.TextArea rows={3} showCount maxLength={310} />
      </Form.Item>
      <Form.Item name="enabled" label={t('fields.enabled')} valuePropName="checked">
        <Switch aria-label={t('fields.enabled')} />
      </Form.Item>
    </>
  );
};

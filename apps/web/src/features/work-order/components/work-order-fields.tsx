import { TICKET_PICTURES_MAX, WorkOrderLevel, ZCreateWorkOrderBody } from '@fleet/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRefineRule, zodRule } from '../../../lib/form-rules';
import { PictureUpload } from '../../../components/picture-upload';
import { WorkOrderRobotSelect } from './work-order-robot-select';

/** Valid stand-ins, so the "a robot or a device number" rule speaks before the rest of the form is right. */
const FILL = { contactName: 'x', phone: '13800000000', level: 0, address: 'x', description: 'x' };

/**
 * The body of a new work order: contact, device (a robot of the caller's scope, or the number of one
 * not registered here), level, address, description and pictures uploaded as they are picked.
 */
export const WorkOrderFields = ({ robotLabel }: { robotLabel?: string | undefined }) => {
  const { t } = useTranslation('workOrder');
  const { t: ts } = useTranslation('shared');
  const rule = (f: string) => [zodRule(ZCreateWorkOrderBody, f)];
  const text = (name: string, max: number, area = false) => (
    <Form.Item key={name} name={name} label={t(`fields.${name}`)} rules={rule(name)}>
      {area ? <Input.TextArea rows={3} maxLength={max} showCount /> : <Input maxLength={max} />}
    </Form.Item>
  );
  return (
    <>
      {text('contactName', 30)}
      {text('phone', 20)}
      {text('company', 60)}
      <Form.Item name="robotId" label={t('create.robot')}>
        <WorkOrderRobotSelect initialLabel={robotLabel} />
      </Form.Item>
      <Form.Item noStyle dependencies={['robotId']}>
        {({ getFieldValue }) =>
          getFieldValue('robotId') == null && (
            <Form.Item
              name="deviceNumber"
              label={t('create.otherDevice')}
              extra={t('create.otherDeviceHint')}
              rules={[zodRefineRule(ZCreateWorkOrderBody, 'deviceNumber', FILL)]}
            >
              <Input maxLength={60} />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item name="level" label={t('fields.level')} rules={rule('level')}>
        <Select options={Object.values(WorkOrderLevel).map((l) => ({ value: l, label: ts(`enums.WorkOrderLevel.${l}`) }))} />
      </Form.Item>
      {text('address', 300)}
      {text('description', 300, true)}
      <Form.Item name="pictures" label={t('fields.pictures')} extra={t('create.picturesHint')} rules={rule('pictures')}>
        <PictureUpload max={TICKET_PICTURES_MAX} testId="ticket-picture-input" />
      </Form.Item>
    </>
  );
};

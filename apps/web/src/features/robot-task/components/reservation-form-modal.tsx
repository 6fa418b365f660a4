import { ExecMode, type TReservation } from '@fleet/contracts';
import { Alert, Button, DatePicker, Flex, Form, Input, InputNumber, Modal, Radio, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCreateReservation } from '../api/create-reservation';
import { useFindTaskMaps } from '../api/find-task-maps';
import { useUpdateReservation } from '../api/update-reservation';
import { requiredRule } from './required-rule';
import {
  reservationFormValues,
  TIME_SUGGESTIONS,
  toReservationBody,
  ZReservationForm,
  type ReservationFormValues,
} from './reservation-form-values';

interface Props {
  robotId: number;
  /** undefined: closed; null: new; a reservation: edit it. */
  reservation: TReservation | null | undefined;
  onClose: () => void;
}

const rule = (field: string) => [zodRule(ZReservationForm, field)];

/** Create or edit a reservation: a landmark of one of the robot's maps, times of day, and how long to work. */
export const ReservationFormModal = ({ robotId, reservation, onClose }: Props) => {
  const { t } = useTranslation('robotTask');
  const [form] = Form.useForm<ReservationFormValues>();
  const maps = useFindTaskMaps(robotId);
  const create = useCreateReservation();
  const update = useUpdateReservation();
  const execMode = Form.useWatch('execMode', form);
  const mapId = Form.useWatch('mapId', form);
  if (reservation === undefined) return null;
  const landmarks = maps.data?.find((m) => m.mapId === mapId)?.landmarks ?? [];
  const title = reservation ? t('reserve.edit', { name: reservation.name }) : t('reserve.create');
  const submit = (v: ReservationFormValues) => {
    const body = toReservationBody(robotId, v);
    const done = {
      onSuccess: () => {
        void feedback().message.success(t('reserve.saved'));
        onClose();
      },
      onError: (err: Error) => applyFieldErrors(form, err),
    };
    if (reservation) update.mutate({ id: reservation.id, ...body }, done);
    else create.mutate(body, done);
  };
  return (
    <Modal open onCancel={onClose} title={title} footer={null} destroyOnHidden width={560}>
      <Form<ReservationFormValues>
        form={form}
        name="reservation-form"
        layout="vertical"
        aria-label={title}
        initialValues={reservationFormValues(reservation)}
        onFinish={submit}
      >
        {maps.data && maps.data.length === 0 && <Alert type="warning" showIcon title={t('hints.noMaps')} style={{ marginBottom: 16 }} />}
        <Form.Item name="name" label={t('reserve.fields.name')} rules={rule('name')} required>
          <Input autoComplete="off" maxLength={40} />
        </Form.Item>
        <Form.Item name="execMode" label={t('reserve.fields.execMode')} required>
          <Radio.Group options={[ExecMode.ONCE, ExecMode.CYCLE].map((v) => ({ value: v, label: t(`shared:enums.ExecMode.${v}`) }))} />
        </Form.Item>
        {execMode === ExecMode.ONCE && (
          <Form.Item name="date" label={t('reserve.fields.date')} rules={[requiredRule, ...rule('date')]} validateFirst required>
            <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} />
          </Form.Item>
        )}
        <Form.Item name="execTimes" label={t('reserve.fields.execTimes')} rules={rule('execTimes')} required extra={t('reserve.timesHint')}>
          <Select mode="tags" tokenSeparators={[',', ' ']} options={TIME_SUGGESTIONS.map((v) => ({ value: v, label: v }))} />
        </Form.Item>
        <Form.Item name="mapId" label={t('fields.map')} rules={rule('mapId')} required>
          <Select
            options={(maps.data ?? []).map((m) => ({ value: m.mapId, label: m.name }))}
            onChange={() => form.setFieldValue('landmarkId', undefined)}
          />
        </Form.Item>
        <Form.Item
          name="landmarkId"
          label={t('reserve.fields.landmark')}
          rules={rule('landmarkId')}
          required
          extra={mapId && landmarks.length === 0 ? t('reserve.noLandmarks') : undefined}
        >
          <Select options={landmarks.map((l) => ({ value: l.id, label: l.name }))} />
        </Form.Item>
        <Form.Item name="taskMinutes" label={t('reserve.fields.taskMinutes')} rules={rule('taskMinutes')} required>
          <InputNumber min={1} max={1440} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="enabled" label={t('reserve.fields.enabled')} valuePropName="checked">
          <Switch aria-label={t('reserve.fields.enabled')} />
        </Form.Item>
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
            {t('common:save')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
};

import type { TAreaRobot, TLandmarkSite, TLandmarkSwitchResult } from '@fleet/contracts';
import { Alert, Descriptions, Flex, Form, Modal, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-rules';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLandmarkTargets, useSwitchLandmark } from '../api/landmarks';

/** The pause in typing after which the landmarks are searched again. */
const SEARCH_DEBOUNCE_MS = 300;

interface Values {
  orgId?: number;
}

/** "SIMULATION-130-00003 now works at Dock B: 2 maps archived, it left the area Tower A." — only what did happen. */
export const switchDoneText = (t: TFunction<'landmark'>, robot: string, landmark: string, r: TLandmarkSwitchResult) => {
  const what = [
    r.archivedMaps > 0 && t('switch.archivedMaps', { count: r.archivedMaps }),
    r.tasksOff > 0 && t('switch.tasksOff', { count: r.tasksOff }),
    r.reservationsCancelled > 0 && t('switch.reservationsCancelled', { count: r.reservationsCancelled }),
    r.leftArea !== null && t('switch.leftArea', { area: r.leftArea }),
  ].filter((p): p is string => !!p);
  if (what.length === 0) return t('switch.doneNothing', { robot, landmark });
  return t('switch.done', { robot, landmark, what: what.join(t('switch.separator')) });
};

interface Props {
  robot: TAreaRobot;
  from: TLandmarkSite;
  onClose: () => void;
}

/**
 * Moves one robot to another landmark of the caller's list (searched as the user types), after saying
 * what the switch archives; the answer's counts become the success message. A refusal (the robot started
 * working meanwhile, is locked or hosted, or already works there) is shown here in the server's words,
 * on the target when it names that field, so the user can choose again without losing the dialog.
 */
export const LandmarkSwitchModal = ({ robot, from, onClose }: Props) => {
  const { t } = useTranslation('landmark');
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const [targetName, setTargetName] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const targets = useLandmarkTargets(useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS));
  const run = useSwitchLandmark();
  const options = (targets.data?.list ?? [])
    .filter((l) => l.id !== from.id)
    .map((l) => ({ value: l.id, label: `${l.name} · ${l.code}`, name: l.name }));
  const submit = async ({ orgId }: Values) => {
    setRefusal(undefined);
    try {
      const done = await run.mutateAsync({ robotId: robot.id, orgId: orgId! });
      void feedback().message.success(switchDoneText(t, robot.deviceNumber, targetName, done));
      onClose();
    } catch (err) {
      if (!applyFieldErrors(form, err)) setRefusal(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <Modal
      open
      title={t('switch.title', { robot: robot.deviceNumber })}
      okText={t('switch.confirm')}
      okButtonProps={{ danger: true, loading: run.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Descriptions size="small" column={1} items={[{ key: 'from', label: t('switch.current'), children: from.name }]} />
        <Form form={form} layout="vertical" name="landmark-switch" onFinish={(v) => void submit(v)}>
          <Form.Item name="orgId" label={t('switch.target')} rules={[{ required: true, message: t('switch.targetRequired') }]}>
            <Select<number, (typeof options)[number]>
              showSearch={{ filterOption: false, onSearch: setKeyword }}
              placeholder={t('switch.targetPlaceholder')}
              loading={targets.isFetching}
              notFoundContent={t('switch.noTargets')}
              options={options}
              onChange={(_, o) => setTargetName(Array.isArray(o) ? '' : (o?.name ?? ''))}
              onBlur={() => setKeyword('')}
            />
          </Form.Item>
        </Form>
        <Alert
          type="warning"
          showIcon
          title={t('switch.warningTitle', { landmark: from.name })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {(['warningMaps', 'warningTasks', 'warningReservations', 'warningArea'] as const).map((k) => (
                <li key={k}>{t(`switch.${k}`)}</li>
              ))}
            </ul>
          }
        />
        {refusal && <Alert type="error" showIcon title={refusal} />}
      </Flex>
    </Modal>
  );
};

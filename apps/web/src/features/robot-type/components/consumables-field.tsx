import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ROBOT_TYPE_CONSUMABLES_MAX,
  ROBOT_TYPE_LIFESPAN_MAX_HOURS,
  validationKeyOf,
  ZRobotTypeConsumable,
  type TRobotTypeConsumable,
} from '@fleet/contracts';
import { Button, Flex, Form, Input, InputNumber, Typography, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

type Side = keyof TRobotTypeConsumable;
type Line = Partial<TRobotTypeConsumable> | undefined;

/**
 * The contract's rule of one side of a line, and a key on one line only (the server refuses a list
 * naming a part twice): per line, because the form-wide zodRule cannot name a line of a list.
 */
const useLineRule = (form: FormInstance, index: number, side: Side): Rule => {
  const { t } = useTranslation('robotType');
  return {
    validator: async () => {
      const lines: Line[] = form.getFieldValue('consumables') ?? [];
      const line = lines[index] ?? {};
      const value = line[side];
      if (value === undefined || value === null || value === '') {
        throw new Error(side === 'key' ? t('consumable.keyRequired') : t('shared:validation.required'));
      }
      if (side === 'key' && lines.some((l, i) => i !== index && l?.key === value)) throw new Error(t('consumable.keyTwice'));
      const issue = ZRobotTypeConsumable.safeParse(line).error?.issues.find((i) => i.path[0] === side);
      if (issue) throw new Error(t(`shared:${validationKeyOf(issue)}`));
    },
  };
};

/** One consumable: its key and rated hours, side by side, with a button that removes the line. */
const LineFields = ({ index, name, onRemove }: { index: number; name: number; onRemove: () => void }) => {
  const { t } = useTranslation('robotType');
  const form = Form.useFormInstance();
  const keyRule = useLineRule(form, name, 'key');
  const hoursRule = useLineRule(form, name, 'lifespanHours');
  const n = index + 1;
  // A key may make another line's key a duplicate, or no longer one: the keys already checked check again.
  const recheck = () => {
    const lines: unknown[] = form.getFieldValue('consumables') ?? [];
    void form
      .validateFields(
        lines.map((_, i) => ['consumables', i, 'key']),
        { dirty: true },
      )
      .catch(() => undefined);
  };
  const item = { style: { flex: 1, marginBottom: 0, minWidth: 0 } };
  return (
    <Flex gap={8} align="flex-start">
      <Form.Item {...item} name={[name, 'key']} rules={[keyRule]}>
        <Input
          autoComplete="off"
          maxLength={32}
          aria-label={t('consumable.keyLabel', { n })}
          placeholder={t('consumable.keyPlaceholder')}
          onChange={recheck}
        />
      </Form.Item>
      <Form.Item {...item} name={[name, 'lifespanHours']} rules={[hoursRule]}>
        <InputNumber
          min={1}
          max={ROBOT_TYPE_LIFESPAN_MAX_HOURS}
          precision={0}
          style={{ width: '100%' }}
          suffix={t('hours')}
          aria-label={t('consumable.hoursLabel', { n })}
        />
      </Form.Item>
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('consumable.remove', { n })} onClick={onRemove} />
    </Flex>
  );
};

/** The consumables a robot of the type leaves the factory with: the key its robots report and how long each lasts. */
export const ConsumablesField = () => {
  const { t } = useTranslation('robotType');
  return (
    <Form.List name="consumables">
      {(fields, { add, remove }) => (
        <Form.Item label={t('fields.consumables')} extra={t('consumable.hint')}>
          <Flex vertical gap={8}>
            {fields.length > 0 && (
              <Flex gap={8}>
                <Typography.Text type="secondary" style={{ flex: 1 }}>
                  {t('consumable.key')}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ flex: 1 }}>
                  {t('consumable.hours')}
                </Typography.Text>
                {/* The width of the remove button, so the headings stay over their fields. */}
                <span style={{ width: 32 }} />
              </Flex>
            )}
            {fields.map((field, i) => (
              <LineFields key={field.key} index={i} name={field.name} onRemove={() => remove(field.name)} />
            ))}
            {fields.length >= ROBOT_TYPE_CONSUMABLES_MAX ? (
              <Typography.Text type="secondary">{t('consumable.full', { max: ROBOT_TYPE_CONSUMABLES_MAX })}</Typography.Text>
            ) : (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()}>
                {t('consumable.add')}
              </Button>
            )}
          </Flex>
        </Form.Item>
      )}
    </Form.List>
  );
};

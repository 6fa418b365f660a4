import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAINTAIN_REPLACEMENTS_MAX, RemovedTo, validationKeyOf, ZReplacement, type TReplacement } from '@fleet/contracts';
import { Button, Card, Flex, Form, Typography, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../../../components/enum-select';
import { IdlePick, InstalledPick } from './component-pick';

type Side = 'removeId' | 'installId';
type Size = 'large' | 'middle';

/**
 * The contract's rule of one line (something taken out or put in), and no component chosen on two
 * lines: the same part cannot leave or enter the robot twice in one visit.
 */
const useLineRule = (form: FormInstance, index: number, side: Side): Rule => {
  const { t } = useTranslation('maintainRecord');
  return {
    validator: async (_, id?: number) => {
      const lines: (TReplacement | undefined)[] = form.getFieldValue('replacements') ?? [];
      const line = lines[index] ?? {};
      if (id !== undefined && lines.some((l, i) => i !== index && l?.[side] === id)) throw new Error(t('replacement.twice'));
      const issue = ZReplacement.safeParse(line).error?.issues.find((i) => i.path[0] === side);
      if (!issue) return;
      const key = validationKeyOf(issue);
      throw new Error(key === 'validation.required' ? t('replacement.lineEmpty') : t(`shared:${key}`));
    },
  };
};

interface LineProps {
  index: number;
  name: number;
  robotId: number | undefined;
  size: Size;
  onRemove: () => void;
}

/** One line: the part taken out of the robot and where it goes, and/or the idle part put in. */
const Line = ({ index, name, robotId, size, onRemove }: LineProps) => {
  const { t } = useTranslation('maintainRecord');
  const form = Form.useFormInstance();
  const removeId = Form.useWatch(['replacements', name, 'removeId'], form) as number | undefined;
  const n = index + 1;
  const removeRule = useLineRule(form, name, 'removeId');
  const installRule = useLineRule(form, name, 'installId');
  // Either side may make the other one valid (or a duplicate elsewhere): the whole list checks again.
  const recheck = () => {
    const lines: unknown[] = form.getFieldValue('replacements') ?? [];
    const names = lines.flatMap((_, i) => [
      ['replacements', i, 'removeId'],
      ['replacements', i, 'installId'],
    ]);
    void form.validateFields(names).catch(() => undefined);
  };
  const item = { style: { flex: '1 1 220px', marginBottom: 0, minWidth: 0 } };
  return (
    <Card
      size="small"
      title={t('replacement.line', { n })}
      extra={
        <Button
          type="text"
          danger
          size={size}
          icon={<DeleteOutlined />}
          aria-label={t('replacement.removeLine', { n })}
          onClick={onRemove}
        />
      }
    >
      <Flex gap={12} wrap>
        <Form.Item {...item} name={[name, 'removeId']} label={t('shared:fields.removeId')} rules={[removeRule]}>
          <InstalledPick
            robotId={robotId}
            size={size}
            aria-label={t('replacement.lineRemove', { n })}
            placeholder={t('placeholders.remove')}
            onChange={recheck}
          />
        </Form.Item>
        <Form.Item {...item} name={[name, 'removedTo']} label={t('shared:fields.removedTo')}>
          <EnumSelect
            enumName="RemovedTo"
            size={size}
            disabled={removeId === undefined}
            aria-label={t('replacement.lineRemovedTo', { n })}
          />
        </Form.Item>
        <Form.Item {...item} name={[name, 'installId']} label={t('shared:fields.installId')} rules={[installRule]}>
          <IdlePick
            size={size}
            aria-label={t('replacement.lineInstall', { n })}
            placeholder={t('placeholders.install')}
            onChange={recheck}
          />
        </Form.Item>
      </Flex>
    </Card>
  );
};

/**
 * The components replaced during the visit (up to 10 lines). The lines wait for the robot: what can be
 * taken out is what is installed in it. Saving the record moves the components in the same step.
 */
export const ReplacementsField = ({ robotId, size = 'middle' }: { robotId: number | undefined; size?: Size }) => {
  const { t } = useTranslation('maintainRecord');
  return (
    <Form.List name="replacements">
      {(fields, { add, remove }) => (
        <Form.Item
          label={t('shared:fields.replacements')}
          extra={robotId === undefined ? t('replacement.chooseRobotFirst') : t('replacement.hint', { max: MAINTAIN_REPLACEMENTS_MAX })}
        >
          <Flex vertical gap={12}>
            {fields.map((field, i) => (
              <Line key={field.key} index={i} name={field.name} robotId={robotId} size={size} onRemove={() => remove(field.name)} />
            ))}
            {fields.length >= MAINTAIN_REPLACEMENTS_MAX ? (
              <Typography.Text type="secondary">{t('replacement.full', { max: MAINTAIN_REPLACEMENTS_MAX })}</Typography.Text>
            ) : (
              <Button
                type="dashed"
                size={size}
                icon={<PlusOutlined />}
                disabled={robotId === undefined}
                onClick={() => add({ removedTo: RemovedTo.REMOVE })}
              >
                {t('replacement.add')}
              </Button>
            )}
          </Flex>
        </Form.Item>
      )}
    </Form.List>
  );
};

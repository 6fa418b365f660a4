import { PRODUCT_BILL_MAX, PRODUCT_COUNT_MAX, type TComponentModel, type TProductComponent, type TRobotType } from '@fleet/contracts';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, InputNumber, Select, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useRobotTypes } from '../../../lib/robot-types';

interface Props {
  /** The catalogue the lines choose from (the caller's visible component models). */
  models: TComponentModel[];
  /** The lines of the product being edited: their labels stay readable even when the catalogue page lacks them. */
  known?: TProductComponent[];
  robotType?: TRobotType;
}

type Line = { componentModelId?: number; count?: number };

/**
 * The bill of components: one line per component model with how many the product holds. Only models
 * made for the chosen robot type are offered (the server refuses the others, COMPONENT_NOT_FOR_TYPE),
 * so the lines wait for the robot type; a model twice is refused here, as the contract refuses it.
 */
export const ProductBillField = ({ models, known = [], robotType }: Props) => {
  const { t } = useTranslation('component');
  const form = Form.useFormInstance();
  const robotTypes = useRobotTypes();
  const kindOf = (k: TComponentModel['kind']) => t(`shared:enums.ComponentKind.${k}`);
  const fitting = robotType === undefined ? [] : models.filter((m) => m.robotTypes.includes(robotType));
  // A line of the edited product whose model is not among the fitting ones still shows its name, not its id.
  const extra = known.filter((k) => !fitting.some((m) => m.id === k.componentModelId));
  const options = [
    ...fitting.map((m) => ({ value: m.id, label: `${m.model} · ${kindOf(m.kind)}` })),
    ...extra.map((k) => ({ value: k.componentModelId, label: `${k.model} · ${kindOf(k.kind)}` })),
  ];
  const lines = (): Line[] => form.getFieldValue('components') ?? [];
  const modelRule = (index: number): Rule => ({
    validator: async (_, id?: number) => {
      if (id === undefined) throw new Error(t('product.lineModelRequired'));
      if (lines().some((l, i) => i !== index && l?.componentModelId === id)) throw new Error(t('product.lineTwice'));
      const m = models.find((x) => x.id === id);
      if (m && robotType !== undefined && !m.robotTypes.includes(robotType)) throw new Error(t('product.lineNotForType'));
    },
  });
  // Choosing a model may end (or start) a duplicate on another line: those lines check again.
  const recheckOthers = (index: number) =>
    void form
      .validateFields(
        lines()
          .map((l, i) => (i !== index && l?.componentModelId !== undefined ? ['components', i, 'componentModelId'] : null))
          .filter((n) => n !== null),
      )
      .catch(() => undefined);
  return (
    <Form.List name="components">
      {(fields, { add, remove }) => (
        <Form.Item
          label={t('product.fields.components')}
          extra={
            robotType === undefined
              ? t('product.chooseTypeFirst')
              : t('product.billHint', { type: robotTypes.name(robotType), max: PRODUCT_BILL_MAX })
          }
        >
          <Flex vertical gap={8}>
            {fields.map((field, i) => (
              <Flex key={field.key} gap={8} align="start">
                <Form.Item name={[field.name, 'componentModelId']} rules={[modelRule(i)]} style={{ flex: 1, marginBottom: 0 }}>
                  <Select
                    aria-label={t('product.lineModel', { n: i + 1 })}
                    showSearch={{ optionFilterProp: 'label' }}
                    disabled={robotType === undefined}
                    placeholder={robotType === undefined ? t('product.chooseTypeFirst') : t('product.placeholders.componentModel')}
                    options={options}
                    onChange={() => recheckOthers(i)}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'count']}
                  rules={[{ required: true, message: t('product.lineCountRequired') }]}
                  style={{ marginBottom: 0 }}
                >
                  <InputNumber
                    aria-label={t('product.lineCount', { n: i + 1 })}
                    min={1}
                    max={PRODUCT_COUNT_MAX}
                    precision={0}
                    prefix="×"
                    style={{ width: 100 }}
                  />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('product.removeLine', { n: i + 1 })}
                  onClick={() => (remove(field.name), recheckOthers(-1))}
                />
              </Flex>
            ))}
            {fields.length >= PRODUCT_BILL_MAX ? (
              <Typography.Text type="secondary">{t('product.billFull', { max: PRODUCT_BILL_MAX })}</Typography.Text>
            ) : (
              <Button type="dashed" icon={<PlusOutlined />} disabled={robotType === undefined} onClick={() => add({ count: 1 })}>
                {t('product.addLine')}
              </Button>
            )}
          </Flex>
        </Form.Item>
      )}
    </Form.List>
  );
};

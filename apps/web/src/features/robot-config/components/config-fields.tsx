import { JunkEventMode, type TStreamingVersion } from '@fleet/contracts';
import { App, Form, InputNumber, Radio, Select, Slider } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { NUMBER_FIELDS, rangeOf, type ConfigKey, type NumberKey } from './config-values';

const useRangeRule = () => {
  const { t } = useTranslation('robotConfig');
  return (key: NumberKey): Rule => {
    const { min, max } = rangeOf(key);
    const message = t('outOfRange', { min, max });
    return {
      validator: async (_r, v: unknown) => {
        if (typeof v !== 'number' || v < min || v > max) throw new Error(message);
      },
    };
  };
};

/** A numeric setting with its unit and the contract's range as help text. */
const NumberField = ({ name }: { name: NumberKey }) => {
  const { t } = useTranslation('robotConfig');
  const rule = useRangeRule();
  const { min, max } = rangeOf(name);
  const { unit, step } = NUMBER_FIELDS[name];
  const unitText = t(`units.${unit}`);
  const hint = name === 'returnBattery' || name === 'obstacleDistance' ? `${t(`hints.${name}`)} · ` : '';
  return (
    <Form.Item name={name} label={t(`fields.${name}`)} rules={[rule(name)]} extra={`${hint}${t('range', { min, max, unit: unitText })}`}>
      {name === 'volume' ? (
        <Slider
          min={min}
          max={max}
          step={step}
          tooltip={{ formatter: (v) => `${v ?? ''}${unitText}` }}
          ariaLabelForHandle={t(`fields.${name}`)}
        />
      ) : (
        <InputNumber min={min} max={max} step={step} suffix={unitText} style={{ width: 200 }} aria-label={t(`fields.${name}`)} />
      )}
    </Form.Item>
  );
};

/** Streaming 1.0 has no WebRTC: choosing it asks first (spec §4), and Cancel keeps 2.0. */
const StreamingRadio = ({
  value,
  onChange,
  disabled,
}: {
  value?: TStreamingVersion;
  onChange?: (v: TStreamingVersion) => void;
  disabled?: boolean;
}) => {
  const { t } = useTranslation('robotConfig');
  const { modal } = App.useApp();
  const choose = (v: TStreamingVersion) => {
    if (v !== 1) return onChange?.(v);
    void modal.confirm({
      title: t('confirm.streamingTitle'),
      content: t('confirm.streamingText'),
      okText: t('confirm.ok'),
      onOk: () => onChange?.(v),
    });
  };
  return (
    <Radio.Group
      value={value}
      disabled={disabled}
      onChange={(e) => choose(e.target.value as TStreamingVersion)}
      options={([1, 2] as const).map((v) => ({ value: v, label: t(`streaming.${v}`) }))}
    />
  );
};

/** The form items of the given settings, in the order the configuration page lists them. */
export const ConfigFields = ({ keys }: { keys: readonly ConfigKey[] }) => {
  const { t } = useTranslation('robotConfig');
  return keys.map((key) => {
    if (key === 'waterLevel') {
      return (
        <Form.Item key={key} name={key} label={t('fields.waterLevel')}>
          <Select
            style={{ width: 200 }}
            aria-label={t('fields.waterLevel')}
            options={([0, 1, 2, 3] as const).map((v) => ({ value: v, label: t(`waterLevels.${v}`) }))}
          />
        </Form.Item>
      );
    }
    if (key === 'junkEventMode') {
      return (
        <Form.Item key={key} name={key} label={t('fields.junkEventMode')}>
          <Select
            style={{ width: 200 }}
            aria-label={t('fields.junkEventMode')}
            options={Object.values(JunkEventMode).map((v) => ({ value: v, label: t(`junkModes.${v}`) }))}
          />
        </Form.Item>
      );
    }
    if (key === 'streamingVersion') {
      return (
        <Form.Item key={key} name={key} label={t('fields.streamingVersion')}>
          <StreamingRadio />
        </Form.Item>
      );
    }
    return <NumberField key={key} name={key} />;
  });
};

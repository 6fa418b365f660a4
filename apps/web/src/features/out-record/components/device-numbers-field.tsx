import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Tag, Typography, type InputRef } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { joinNumbers, parseDeviceNumbers, splitNumbers } from './device-numbers';

/** What antd's Form.Item hands its control: the text of the field, its setter, and the id its label points at. */
interface FieldProps {
  id?: string;
  value?: string;
  onChange?: (text: string) => void;
}

const PREVIEW = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  maxHeight: 168,
  overflowY: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;
const REMOVABLE = { display: 'inline-flex', alignItems: 'center', margin: 0, paddingInlineEnd: 0 } as const;

/** The numbers recognized, as tags, and what is not a number, in red: what will be sent, before Save. */
const Preview = ({ text, onRemove }: { text: string | undefined; onRemove?: (n: string) => void }) => {
  const { t } = useTranslation('outRecord');
  const { valid, invalid } = parseDeviceNumbers(text);
  const chip = (n: string, bad: boolean) => (
    <li key={n}>
      <Tag color={bad ? 'error' : 'processing'} style={onRemove ? REMOVABLE : { margin: 0 }}>
        {n}
        {onRemove && (
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('robots.remove', { number: n })}
            onClick={() => onRemove(n)}
            style={{ minWidth: 44, minHeight: 44 }}
          />
        )}
      </Tag>
    </li>
  );
  return (
    <Flex vertical gap={6}>
      <Typography.Text type="secondary" aria-live="polite">
        {valid.length ? t('robots.parsed', { count: valid.length }) : t('robots.none')}
      </Typography.Text>
      {(valid.length > 0 || invalid.length > 0) && (
        <ul aria-label={t('robots.listTitle')} style={PREVIEW}>
          {invalid.map((n) => chip(n, true))}
          {valid.map((n) => chip(n, false))}
        </ul>
      )}
    </Flex>
  );
};

/**
 * The robots of a shipment on a desk: a text area one pastes a list into, or scans into (a scanner
 * types a number and Enter, a new line); the recognized numbers show under it as tags while typing.
 */
export const DeviceNumbersTextArea = ({ id, value, onChange }: FieldProps) => {
  const { t } = useTranslation('outRecord');
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        autoSize={{ minRows: 4, maxRows: 10 }}
        spellCheck={false}
        autoComplete="off"
        placeholder={t('placeholders.deviceNumbers')}
      />
      <Preview text={value} />
    </Flex>
  );
};

/**
 * The robots of a shipment on a phone: a scan box (a scanner types the number and Enter, which adds it
 * to the list instead of submitting the form), and the list as tags, each with a large remove button.
 */
export const DeviceNumbersScanner = ({ id, value, onChange }: FieldProps) => {
  const { t } = useTranslation('outRecord');
  const [typed, setTyped] = useState('');
  const input = useRef<InputRef>(null);
  const numbers = splitNumbers(value);
  const add = () => {
    const more = splitNumbers(typed);
    if (more.length) onChange?.(joinNumbers([...new Set([...numbers, ...more])]));
    setTyped('');
    input.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    add();
  };
  return (
    <Flex vertical gap={8}>
      <Flex gap={8}>
        <Input
          id={id}
          ref={input}
          size="large"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="enter"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('placeholders.scan')}
        />
        <Button size="large" onClick={add} style={{ minWidth: 64 }}>
          {t('robots.add')}
        </Button>
      </Flex>
      <Preview text={value} onRemove={(n) => onChange?.(joinNumbers(numbers.filter((x) => x !== n)))} />
    </Flex>
  );
};

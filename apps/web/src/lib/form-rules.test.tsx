import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './request';
import { applyFieldErrors, zodRule } from './form-rules';
import { changeLanguage } from './i18n';

const schema = z.object({ name: z.string() });

const NameForm = ({ onForm }: { onForm?: (f: ReturnType<typeof Form.useForm>[0]) => void }) => {
  const [form] = Form.useForm();
  onForm?.(form);
  return (
    <Form form={form}>
      <Form.Item name="name" label="name" rules={[zodRule(schema, 'name')]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">go</Button>
    </Form>
  );
};

afterEach(() => changeLanguage('enUS'));

describe('zodRule', () => {
  it('says an empty required field is required in the user language, never zod English', async () => {
    await changeLanguage('zhCN');
    render(<NameForm />);
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('此项为必填项')).toBeTruthy();
    expect(screen.queryByText(/Invalid input/)).toBeNull();
  });
});

describe('applyFieldErrors', () => {
  it('fills the values a server message names', async () => {
    let form: ReturnType<typeof Form.useForm>[0] | undefined;
    render(<NameForm onForm={(f) => (form = f)} />);
    const err = new ApiError({
      kind: 'business',
      msg: 'x',
      code: 40003,
      data: { fields: [{ path: 'name', code: 'errors.DEVICE_EXISTS', vars: { deviceNumber: 'YJ-40-00001' } }] },
    });
    expect(applyFieldErrors(form!, err)).toBe(true);
    await waitFor(() => expect(screen.getByText('YJ-40-00001 is already registered')).toBeTruthy());
  });
});

import { Button, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props<T> {
  form: FormInstance<T>;
  /** Form name, so field ids do not clash with the create/edit forms on the same page. */
  name: string;
  onFinish: (values: T) => void;
  /** After the fields are cleared: the list shows everything again. */
  onReset: () => void;
  /** The filter fields; Search and Reset follow them. */
  children: ReactNode;
}

/**
 * The search form over every list (conventions rule 7): filters in a wrapping row, a search landmark
 * for screen readers and tests, then Search (the form's submit) and Reset.
 */
export const SearchForm = <T,>({ form, name, onFinish, onReset, children }: Props<T>) => {
  const { t } = useTranslation('common');
  return (
    <Form<T> form={form} name={name} layout="inline" role="search" aria-label={t('search')} onFinish={onFinish} style={{ rowGap: 8 }}>
      {children}
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          {t('reset')}
        </Button>
      </Form.Item>
    </Form>
  );
};

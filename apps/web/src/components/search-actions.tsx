import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';

/** The Search and Reset buttons that end every list's search form (submit is the form's own). */
export const SearchActions = ({ onReset }: { onReset: () => void }) => {
  const { t } = useTranslation('common');
  return (
    <>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={onReset}>{t('reset')}</Button>
      </Form.Item>
    </>
  );
};

import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  onCancel: () => void;
  saving?: boolean;
  /** The primary button's text; Save when left out. */
  saveLabel?: string;
}

/** The end of an editor drawer's form: Cancel, and the primary button that submits the form. */
export const DrawerFooter = ({ onCancel, saving, saveLabel }: Props) => {
  const { t } = useTranslation();
  return (
    <Flex gap={8} justify="flex-end">
      <Button onClick={onCancel}>{t('common:cancel')}</Button>
      <Button type="primary" htmlType="submit" loading={saving}>
        {saveLabel ?? t('common:save')}
      </Button>
    </Flex>
  );
};

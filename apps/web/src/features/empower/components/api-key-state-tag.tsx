import type { TApiKey } from '@fleet/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** One colour per meaning (design.md §7), always with its label: grey = not working, by time or by hand. */
const COLOURS: Record<TApiKey['state'], string> = { active: 'green', pending: 'blue', expired: 'default', disabled: 'default' };

export const ApiKeyStateTag = ({ state }: { state: TApiKey['state'] }) => {
  const { t } = useTranslation('empower');
  return <Tag color={COLOURS[state]}>{t(`states.${state}`)}</Tag>;
};

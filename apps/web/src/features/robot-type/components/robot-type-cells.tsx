import { LANGS, nameOfType, type Lang, type TRobotTypeConsumable, type TRobotTypeNames, type TRobotTypeOption } from '@fleet/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { consumableName } from '../../../components/consumables-table';
import { currentLang } from '../../../lib/i18n';

/** A type's name in the given language (the current one by default). */
export const typeName = (r: TRobotTypeNames, lang: Lang = currentLang()) => nameOfType(r, lang);

/** The name in the current language first; the other two under it, so a translator's slip shows at a glance. */
export const NamesCell = ({ row }: { row: TRobotTypeOption }) => {
  useTranslation(); // re-render on a language change
  const lang = currentLang();
  const others = LANGS.filter((l) => l !== lang).map((l) => typeName(row, l));
  return (
    <CellStack>
      <Typography.Text strong>{typeName(row, lang)}</Typography.Text>
      <Typography.Text type="secondary">{others.join(' · ')}</Typography.Text>
    </CellStack>
  );
};

/** Each default consumable on its own line, "Main brush 300 h"; a key the console has no name for reads as itself. */
export const ConsumablesCell = ({ consumables }: { consumables: readonly TRobotTypeConsumable[] }) => {
  const { t } = useTranslation('robotType');
  if (consumables.length === 0) return <>—</>;
  return (
    <CellStack>
      {consumables.map((c) => (
        <span key={c.key}>{t('consumable.life', { name: consumableName(t, c.key), hours: c.lifespanHours })}</span>
      ))}
    </CellStack>
  );
};

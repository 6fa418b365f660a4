import { MaintainCategory, type TMaintainCategory, type TRecordedReplacement } from '@fleet/contracts';
import { Flex, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { FilePicture } from '../../../components/file-picture';

/** One colour per category, always with its label (never colour alone). */
const CATEGORY_COLOURS: Record<TMaintainCategory, string> = {
  [MaintainCategory.ROUTINE]: 'blue',
  [MaintainCategory.REPAIR]: 'orange',
  [MaintainCategory.REPLACEMENT]: 'purple',
  [MaintainCategory.INSPECTION]: 'cyan',
  [MaintainCategory.INSTALLATION]: 'green',
};

export const CategoryTag = ({ category }: { category: TMaintainCategory }) => {
  const { t } = useTranslation();
  return <Tag color={CATEGORY_COLOURS[category]}>{t(`shared:enums.MaintainCategory.${category}`)}</Tag>;
};

/** One replacement in a line: "Battery SN-1 → SN-2", "Battery SN-1 → To repair" or "Battery: SN-2 put in". */
export const replacementText = (t: TFunction, r: TRecordedReplacement) => {
  const part = r.removed ?? r.installed;
  const kind = part ? t(`shared:enums.ComponentKind.${part.kind}`) : '';
  if (r.removed && r.installed) return t('maintainRecord:replacement.swapped', { kind, out: r.removed.serialNo, in: r.installed.serialNo });
  if (r.removed) {
    const to = r.removedTo ? t(`shared:enums.RemovedTo.${r.removedTo}`) : '—';
    return t('maintainRecord:replacement.removed', { kind, out: r.removed.serialNo, to });
  }
  return t('maintainRecord:replacement.installed', { kind, in: r.installed?.serialNo ?? '—' });
};

/** The replacements of a record, one per line; `max` shows the first ones and counts the rest. */
export const ReplacementLines = ({ replacements, max }: { replacements: readonly TRecordedReplacement[]; max?: number }) => {
  const { t } = useTranslation('maintainRecord');
  if (replacements.length === 0) return <Typography.Text type="secondary">{t('replacement.none')}</Typography.Text>;
  const shown = max === undefined ? replacements : replacements.slice(0, max);
  const rest = replacements.length - shown.length;
  return (
    <CellStack>
      {shown.map((r, i) => (
        <span key={i}>{replacementText(t, r)}</span>
      ))}
      {rest > 0 && <Typography.Text type="secondary">{t('replacement.more', { count: rest })}</Typography.Text>}
    </CellStack>
  );
};

/** A record's pictures as thumbnails (each opens in full), or a word when there are none. */
export const RecordPictures = ({ ids }: { ids: readonly number[] }) => {
  const { t } = useTranslation('maintainRecord');
  if (ids.length === 0) return <Typography.Text type="secondary">{t('pictures.none')}</Typography.Text>;
  return (
    <Flex gap={8} wrap>
      {ids.map((id, i) => (
        <FilePicture key={id} id={id} alt={t('pictures.alt', { n: i + 1 })} />
      ))}
    </Flex>
  );
};

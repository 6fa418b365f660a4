import { OrgLevel } from '@fleet/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const ALL_LEVELS: readonly number[] = Object.values(OrgLevel);
export const LOWEST_LEVEL = Math.max(...ALL_LEVELS);

/** Levels an organisation may have under a parent of `parentLevel`: strictly below it (spec §4). */
export const levelsBelow = (parentLevel: number | undefined): number[] =>
  parentLevel == null ? [] : ALL_LEVELS.filter((l) => l > parentLevel);

export const useLevelOptions = (levels: readonly number[] = ALL_LEVELS) => {
  const { t } = useTranslation('organization');
  return levels.map((l) => ({ value: l, label: t(`shared:enums.OrgLevel.${l}`) }));
};

export const LevelTag = ({ level }: { level: number }) => {
  const { t } = useTranslation('organization');
  return <Tag color="geekblue">{t(`shared:enums.OrgLevel.${level}`)}</Tag>;
};

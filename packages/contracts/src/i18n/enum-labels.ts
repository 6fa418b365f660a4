import type { TUpgradeResult } from '../enums/upgrade.enums';

type Five = [string, string, string, string, string];
type Fifteen = readonly [...Five, ...Five, ...Five];

/**
 * Labels of the upgrade result codes: the fifteen meanings are shared by 101–115 (main unit) and
 * 201–215 (second unit), so each language writes them once and names the unit in front.
 */
export const upgradeResultLabels = (
  meanings: Fifteen,
  unit: { main: string; second: string },
): { readonly [K in `${TUpgradeResult}`]: string } => {
  const out: Record<string, string> = {};
  meanings.forEach((text, i) => {
    out[String(101 + i)] = `${unit.main}${text}`;
    out[String(201 + i)] = `${unit.second}${text}`;
  });
  return out as { readonly [K in `${TUpgradeResult}`]: string };
};

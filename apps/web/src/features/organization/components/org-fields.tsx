import type { TOrg } from '@fleet/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LevelTag } from './levels';
import { formatMinute } from '../../../lib/format';

export interface OrgField {
  key: keyof TOrg;
  label: string;
  render: (o: TOrg) => ReactNode;
  width?: number;
}

const text = (v: string | null) => v || '—';

/** The organisation fields shown by the table, the details drawer and the mobile cards (rule 7). */
export const useOrgFields = (): OrgField[] => {
  const { t } = useTranslation('organization');
  const f = (key: keyof TOrg, render: OrgField['render'], width?: number): OrgField => ({
    key,
    label: t(`fields.${key as 'name'}`),
    render,
    width,
  });
  return [
    f('name', (o) => o.name, 180),
    f('code', (o) => o.code, 120),
    f('level', (o) => <LevelTag level={o.level} />, 140),
    { key: 'parentName', label: t('fields.parent'), render: (o) => text(o.parentName), width: 160 },
    f('contactName', (o) => text(o.contactName), 110),
    f('phone', (o) => text(o.phone), 130),
    f('type', (o) => text(o.type), 100),
    f('area', (o) => text(o.area), 160),
    {
      key: 'longitude',
      label: t('fields.location'),
      render: (o) =>
        o.longitude != null && o.latitude != null ? `${o.latitude.toFixed(4)}, ${o.longitude.toFixed(4)}` : t('coordinates.none'),
      width: 170,
    },
    f('childCount', (o) => o.childCount, 100),
    f('userCount', (o) => o.userCount, 90),
    f('createdAt', (o) => formatMinute(o.createdAt), 150),
  ];
};

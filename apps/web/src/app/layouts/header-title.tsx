import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DESKTOP_BASE, findContentScreen, MENU_RESOURCES } from '../resources';

/** Breadcrumb of the shell header: home › group › screen, derived from the resource table. */
export const HeaderTitle = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const segment = pathname.slice(DESKTOP_BASE.length + 1).split('/')[0] ?? '';
  const screen = segment ? findContentScreen(segment) : undefined;
  const group = MENU_RESOURCES.find((r) => r.code === segment)?.group;
  const items = [
    { key: 'home', title: screen ? <Link to={DESKTOP_BASE}>{t('shared:menus.home')}</Link> : t('shared:menus.home') },
    ...(group ? [{ key: 'group', title: t(`shared:groups.${group}`) }] : []),
    ...(screen ? [{ key: 'screen', title: t(screen.labelKey) }] : []),
  ];
  return <Breadcrumb items={items} />;
};

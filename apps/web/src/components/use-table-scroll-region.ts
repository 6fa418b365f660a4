import type { TableRef } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A wide table scrolls sideways inside a box antd draws itself (.ant-table-content, or .ant-table-body
 * with a fixed header), which a keyboard cannot reach: with no link or button in its rows (an empty
 * list, a log) it cannot be scrolled without a mouse (WCAG 2.1.1, axe scrollable-region-focusable).
 * This makes that box, while it overflows, a named region with a tab stop where the arrow keys scroll
 * (a table that fits gets no extra tab stop). antd takes no props for it, so the attributes are set
 * after each render (the box can be drawn anew: skeleton → table).
 */
export const useTableScrollRegion = () => {
  const { t } = useTranslation('common');
  const ref = useRef<TableRef>(null);
  const label = t('tableScroll');
  useEffect(() => {
    for (const box of ref.current?.nativeElement?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ?? []) {
      if (box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight) {
        box.tabIndex = 0;
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', label);
      } else {
        for (const name of ['tabindex', 'role', 'aria-label']) box.removeAttribute(name);
      }
    }
  });
  return ref;
};

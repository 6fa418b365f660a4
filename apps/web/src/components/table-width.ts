import type { TableColumnsType } from 'antd';

/** Width of a column that names none: what antd's own default layout would roughly give it. */
const UNSET_WIDTH = 120;

/**
 * The width a table needs to show every column at its declared width: the sum of the columns (groups
 * summed through their children). Used as the table's horizontal scroll width, so a table scrolls only
 * when its screen is narrower than its columns, and fills the width (columns grow in proportion)
 * when it is wider; a fixed actions column then never covers a data column.
 */
export const columnsWidth = <T>(columns: TableColumnsType<T>, extra = 0): number =>
  columns.reduce((sum, c) => {
    if ('children' in c && c.children) return sum + columnsWidth(c.children);
    return sum + (typeof c.width === 'number' ? c.width : UNSET_WIDTH);
  }, extra);

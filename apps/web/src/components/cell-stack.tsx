import { Flex } from 'antd';
import type { ReactNode } from 'react';

/**
 * Two or more values of one table column, one under the other: fewer, wider columns keep a list
 * inside a 1400 px screen without hiding any value.
 */
export const CellStack = ({ children }: { children: ReactNode }) => (
  <Flex vertical gap={4} align="flex-start" style={{ minWidth: 0 }}>
    {children}
  </Flex>
);

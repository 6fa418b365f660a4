import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  /** A line under the title that qualifies the whole screen (a read-only hint). */
  subtitle?: ReactNode;
  /** Phones get no card around the list: its cards would sit in a card, and the width is scarce. */
  mobile?: boolean;
  children: ReactNode;
}

/**
 * The page container of every list (conventions rule 7): the screen's title, then search form,
 * toolbar and table (or cards) in a column. Modals and drawers are portalled to the body, so pages
 * render them next to this, not inside it.
 */
export const ListPage = ({ title, subtitle, mobile, children }: Props) => {
  const heading = (
    <Typography.Title level={4} style={{ margin: 0 }}>
      {title}
    </Typography.Title>
  );
  const column = (
    <Flex vertical gap={mobile ? 12 : 16}>
      {subtitle ? (
        <Flex vertical gap={4}>
          {heading}
          <Typography.Text type="secondary">{subtitle}</Typography.Text>
        </Flex>
      ) : (
        heading
      )}
      {children}
    </Flex>
  );
  return mobile ? column : <Card>{column}</Card>;
};

import { Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';

/** A chart with its figures as a table beside it (below it on narrow screens). */
export const ChartWithTable = ({ title, chart, table }: { title: string; chart: ReactNode; table: ReactNode }) => (
  <Card size="small" title={title}>
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={15}>
        {chart}
      </Col>
      <Col xs={24} xl={9}>
        {table}
      </Col>
    </Row>
  </Card>
);

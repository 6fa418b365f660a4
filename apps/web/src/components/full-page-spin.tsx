import { Flex, Spin } from 'antd';

export const FullPageSpin = () => (
  <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
    <Spin size="large" />
  </Flex>
);

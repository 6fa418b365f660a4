import { Flex, Progress, Typography } from 'antd';

/** One upload on its way: what is sent ("Uploading photo.png") and a bar, named the same for screen readers. */
export const UploadProgress = ({ label, percent }: { label: string; percent: number }) => (
  <Flex gap={8} align="center" style={{ minWidth: 320 }}>
    <Typography.Text ellipsis style={{ maxWidth: 200 }}>
      {label}
    </Typography.Text>
    <Progress percent={percent} size="small" style={{ width: 140, margin: 0 }} aria-label={label} />
  </Flex>
);

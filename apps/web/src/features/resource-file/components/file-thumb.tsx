import { FileImageOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { TFileItem } from '@fleet/contracts';
import { Flex } from 'antd';
import { useFileObjectUrl } from '../../../lib/file-object-url';

const BOX = 48;
const boxStyle = { width: BOX, height: BOX, borderRadius: 4, background: '#f5f5f5', overflow: 'hidden' } as const;

/** An image's thumbnail (made by the server, a few KB); an icon for a video, while loading, or if it failed. */
export const FileThumb = ({ file }: { file: TFileItem }) => {
  const { url } = useFileObjectUrl(file.kind === 'image' ? file.id : null, 'thumbnail');
  return (
    <Flex align="center" justify="center" style={boxStyle}>
      {url ? (
        <img src={url} alt={file.name} width={BOX} height={BOX} style={{ objectFit: 'cover' }} />
      ) : file.kind === 'video' ? (
        <VideoCameraOutlined aria-hidden />
      ) : (
        <FileImageOutlined aria-hidden />
      )}
    </Flex>
  );
};

import { FileImageOutlined } from '@ant-design/icons';
import { Flex, Image } from 'antd';
import { useState } from 'react';
import { useFileObjectUrl } from '../lib/file-object-url';

/**
 * A picture of the file store as its server-made thumbnail, `size` px square; opening it loads the full
 * picture. Until the thumbnail arrives (or when the caller may not read the file) an icon holds its place.
 */
export const FilePicture = ({ id, alt, size = 72 }: { id: number; alt: string; size?: number }) => {
  const [open, setOpen] = useState(false);
  const thumb = useFileObjectUrl(id, 'thumbnail');
  const full = useFileObjectUrl(open ? id : null);
  if (!thumb.url) {
    return (
      <Flex align="center" justify="center" style={{ width: size, height: size, background: '#f5f5f5', borderRadius: 4 }}>
        <FileImageOutlined aria-label={alt} />
      </Flex>
    );
  }
  return (
    <Image
      src={thumb.url}
      alt={alt}
      width={size}
      height={size}
      style={{ objectFit: 'cover', borderRadius: 4 }}
      preview={{ src: full.url ?? thumb.url, onOpenChange: setOpen }}
    />
  );
};

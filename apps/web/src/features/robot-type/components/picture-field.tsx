import { Flex } from 'antd';
import { PictureUpload } from '../../../components/picture-upload';
import { FilePicture } from '../../../components/file-picture';

interface Props {
  id?: string;
  value?: number | null;
  onChange?: (id: number | null) => void;
  alt: string;
}

/**
 * The type's one picture: PictureUpload holds a list of file ids, the contract one id or null (removing
 * the picture clears it). The thumbnail beside it shows what is kept, since the upload lists names only.
 */
export const PictureField = ({ id, value = null, onChange, alt }: Props) => (
  <Flex gap={12} align="center" wrap>
    {value !== null && <FilePicture id={value} alt={alt} size={72} />}
    <PictureUpload
      id={id}
      max={1}
      testId="robot-type-picture-input"
      value={value === null ? [] : [value]}
      onChange={(ids) => onChange?.(ids[0] ?? null)}
    />
  </Flex>
);

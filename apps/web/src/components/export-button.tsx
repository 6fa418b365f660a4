import { DownloadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { Permission } from './permission';

interface Props {
  /** The operation code that may export; without one the button is always there. */
  code?: string;
  label: string;
  /** What the file holds (the filtered rows, in which language…). */
  hint: string;
  /** Nothing to export: the list is empty. */
  empty?: boolean;
  busy: boolean;
  onClick: () => void;
  /** Another icon where the download icon already means something else on the screen. */
  icon?: ReactNode;
}

/** A list's CSV export in its toolbar, the same on every list screen. */
export const ExportButton = ({ code, label, hint, empty = false, busy, onClick, icon = <DownloadOutlined /> }: Props) => {
  const button = (
    <Tooltip title={hint}>
      <Button icon={icon} disabled={empty} loading={busy} onClick={onClick}>
        {label}
      </Button>
    </Tooltip>
  );
  return code ? <Permission code={code}>{button}</Permission> : button;
};

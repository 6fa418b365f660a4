import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useOperateCodes } from '../lib/session-api';

/** True when the user's authority list holds the code (spec §6). */
export const usePermission = (code: string) => useOperateCodes().has(code);

interface Props {
  code: string;
  /** Render the element disabled instead of hiding it. */
  disabled?: boolean;
  children: ReactNode;
}

/** Shows its child only with the operation code; the server still checks every call (design.md §5). */
export const Permission = ({ code, disabled, children }: Props) => {
  const allowed = usePermission(code);
  if (allowed) return <>{children}</>;
  if (disabled && isValidElement(children)) {
    return cloneElement(children as ReactElement<{ disabled?: boolean }>, { disabled: true });
  }
  return null;
};

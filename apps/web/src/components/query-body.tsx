import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';

interface Props<T> {
  /** The read's data; once there it is shown, also while a re-read fails (the data age says so). */
  data: T | undefined;
  isError: boolean;
  onRetry: () => void;
  /** The failure and its retry, in the screen's words. */
  failedText: string;
  retryText: string;
  children: (data: T) => ReactNode;
}

/** One read's three states in a drawer: its content, the failed first load with a retry, a skeleton while it loads. */
export const QueryBody = <T,>({ data, isError, onRetry, failedText, retryText, children }: Props<T>) => {
  if (data !== undefined) return <>{children(data)}</>;
  if (isError) return <Alert type="error" showIcon title={failedText} action={<Button onClick={onRetry}>{retryText}</Button>} />;
  return <Skeleton active paragraph={{ rows: 8 }} />;
};

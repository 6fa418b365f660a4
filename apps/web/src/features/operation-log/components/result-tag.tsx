import type { TOperationLogEntry } from '@fleet/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Success green, failure red, always with the label (design.md §7: never colour alone). */
export const ResultTag = ({ result }: { result: TOperationLogEntry['result'] }) => {
  const { t } = useTranslation('operationLog');
  return <Tag color={result === 'success' ? 'green' : 'red'}>{t(`results.${result}`)}</Tag>;
};

import { ZRunExportQuery } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { DayRangeForm, dayRangeQuery, lastDays, type DayRange } from '../../../components/day-range-form';

export type RecordRange = DayRange;
export const rangeQuery = dayRangeQuery;
export const lastSevenDays = () => lastDays(7);

/** From and to dates (default the last 7 days); an end before the start is refused with the spec §5 message. */
export const RecordRangeForm = ({ onSearch }: { onSearch: (r: RecordRange) => void }) => {
  const { t } = useTranslation('robotTask');
  return (
    <DayRangeForm
      name="record-range"
      label={t('record.range')}
      schema={ZRunExportQuery}
      initialValues={lastSevenDays()}
      onSearch={onSearch}
      labels={{ start: t('record.fields.start'), end: t('record.fields.end') }}
    />
  );
};

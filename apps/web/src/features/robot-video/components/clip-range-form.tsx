import { CLIP_REASONS, ZClipListQuery, type TClipReason } from '@fleet/contracts';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DayRangeForm, dayRangeQuery, lastDays, type DayRange } from '../../../components/day-range-form';

export interface ClipSearch extends DayRange {
  reason?: TClipReason;
}

export const clipQuery = (s: ClipSearch) => ({ ...dayRangeQuery(s), ...(s.reason ? { reason: s.reason } : {}) });
/** Clips are kept 30 days: the default range shows all of them. */
export const lastThirtyDays = (): ClipSearch => lastDays(30);

/** From and to dates and the type; an end before the start is refused on the field, nothing is lost. */
export const ClipRangeForm = ({ onSearch }: { onSearch: (s: ClipSearch) => void }) => {
  const { t } = useTranslation('robotVideo');
  return (
    <DayRangeForm<ClipSearch>
      name="clip-range"
      label={t('clips.range')}
      schema={ZClipListQuery}
      initialValues={lastThirtyDays()}
      onSearch={onSearch}
      labels={{ start: t('clips.start'), end: t('clips.end') }}
    >
      <Form.Item name="reason" label={t('clips.reason')}>
        <Select
          allowClear
          placeholder={t('common:all')}
          style={{ width: 140 }}
          aria-label={t('clips.reason')}
          options={CLIP_REASONS.map((r) => ({ value: r, label: t(`clips.reasons.${r}`) }))}
        />
      </Form.Item>
    </DayRangeForm>
  );
};

import type { TBindState, TQrCodeState } from '@fleet/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../../../components/enum-select';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { SearchForm } from '../../../components/search-form';

export interface QrCodeSearch {
  keyword?: string;
  state?: TQrCodeState;
  bindState?: TBindState;
  orgId?: number;
}

interface Props {
  onSearch: (s: QrCodeSearch) => void;
  /** What the list opened with (a scanned number arriving at the desktop screen). */
  initial?: QrCodeSearch;
}

/** Keyword (code number, device number or alias), state, binding and organisation; the search runs on Search, Reset clears all. */
export const QrCodeSearchForm = ({ onSearch, initial }: Props) => {
  const { t } = useTranslation('qrCode');
  const [form] = Form.useForm<QrCodeSearch>();
  return (
    <SearchForm
      form={form}
      name="qr-code-search"
      onFinish={(v) => onSearch({ ...v, keyword: v.keyword?.trim() || undefined })}
      onReset={() => onSearch({})}
    >
      <Form.Item name="keyword" label={t('common:search')} initialValue={initial?.keyword}>
        <Input allowClear placeholder={t('placeholders.keyword')} style={{ width: 280 }} maxLength={60} />
      </Form.Item>
      <Form.Item name="state" label={t('shared:fields.state')}>
        <EnumSelect all enumName="QrCodeState" style={{ width: 130 }} />
      </Form.Item>
      <Form.Item name="bindState" label={t('shared:fields.bindState')}>
        <EnumSelect all enumName="BindState" style={{ width: 130 }} />
      </Form.Item>
      <Form.Item name="orgId" label={t('shared:fields.orgId')}>
        <OrgTreeSelect allowClear placeholder={t('common:all')} style={{ width: 200 }} />
      </Form.Item>
    </SearchForm>
  );
};

import { ZOrgFields } from '@fleet/contracts';
import { Flex, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRefineRule } from '../../../lib/form-rules';
import { SitePointPicker } from './site-point-picker';

/** Valid stand-ins for the other fields, so the contract's pair rule reports as soon as one is typed. */
const FILL = { name: 'x', level: 1, parentId: 1 };
const rule = (name: 'longitude' | 'latitude') => [zodRefineRule(ZOrgFields, name, FILL)];

/**
 * A site's place on the geography view (both or neither; the contract's rules). Typed in degrees:
 * longitude -180…180 (east positive), latitude -90…90 (north positive), or chosen on a map.
 */
export const SiteCoordinatesFields = ({ size }: { size?: 'large' | 'middle' }) => {
  const { t } = useTranslation('organization');
  return (
    <>
      <Flex gap={12} wrap>
        <Form.Item
          name="longitude"
          label={t('fields.longitude')}
          rules={rule('longitude')}
          dependencies={['latitude']}
          extra={t('coordinates.longitudeHint')}
          style={{ flex: '1 1 180px' }}
        >
          <InputNumber size={size} style={{ width: '100%' }} step={0.0001} placeholder="121.4737" />
        </Form.Item>
        <Form.Item
          name="latitude"
          label={t('fields.latitude')}
          rules={rule('latitude')}
          dependencies={['longitude']}
          extra={t('coordinates.latitudeHint')}
          style={{ flex: '1 1 180px' }}
        >
          <InputNumber size={size} style={{ width: '100%' }} step={0.0001} placeholder="31.2304" />
        </Form.Item>
      </Flex>
      <Form.Item>
        <SitePointPicker size={size} />
      </Form.Item>
    </>
  );
};

import { roundTo } from '@fleet/contracts';
import { EnvironmentOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LngLat } from '../../../components/geo-map/point-picker-map';
import { useMapStyle } from '../../../lib/map-style-api';

// MapLibre is heavy: its chunk loads when the dialog first opens, never with the form.
const PointPickerMap = lazy(() => import('../../../components/geo-map/point-picker-map').then((m) => ({ default: m.PointPickerMap })));

/** Six decimals: about 0.1 m, finer than any site needs, and what the fields show. */
const DECIMALS = 6;

const readPoint = (lng: unknown, lat: unknown): LngLat | null => (typeof lng === 'number' && typeof lat === 'number' ? { lng, lat } : null);

/**
 * "Choose on the map" beside the typed coordinates: a dialog with the base map, opened on the
 * current value (or the whole world); a click places the marker, a drag moves it; OK writes both
 * fields (rounded to 6 decimals) and checks them, Cancel changes nothing.
 */
export const SitePointPicker = ({ size }: { size?: 'large' | 'middle' }) => {
  const { t } = useTranslation('organization');
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  const [initial, setInitial] = useState<LngLat | null>(null);
  const [point, setPoint] = useState<LngLat | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const style = useMapStyle(open);

  const show = () => {
    const current = readPoint(form.getFieldValue('longitude'), form.getFieldValue('latitude'));
    setInitial(current);
    setPoint(current);
    setOpen(true);
  };
  const confirm = () => {
    if (!point) return;
    form.setFieldsValue({ longitude: roundTo(point.lng, DECIMALS), latitude: roundTo(point.lat, DECIMALS) });
    void form.validateFields(['longitude', 'latitude']).catch(() => undefined);
    setOpen(false);
  };
  const failed = unavailable || style.isError;

  return (
    <>
      <Button size={size} icon={<EnvironmentOutlined />} onClick={show}>
        {t('coordinates.pick')}
      </Button>
      <Modal
        open={open}
        title={t('coordinates.pickTitle')}
        onCancel={() => setOpen(false)}
        onOk={confirm}
        okText={t('common:ok')}
        cancelText={t('common:cancel')}
        okButtonProps={{ disabled: !point }}
        destroyOnHidden
        width={720}
      >
        {failed ? (
          <Alert type="warning" showIcon title={unavailable ? t('coordinates.pickUnavailable') : t('coordinates.pickError')} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t('coordinates.pickHint')}</Typography.Paragraph>
            <div style={{ position: 'relative', height: 'min(420px, 55vh)' }}>
              {style.data && (
                <Suspense fallback={null}>
                  <PointPickerMap
                    base={style.data}
                    initial={initial}
                    onChange={setPoint}
                    label={t('coordinates.pickMap')}
                    onUnavailable={() => setUnavailable(true)}
                  />
                </Suspense>
              )}
            </div>
            <Typography.Paragraph role="status" style={{ marginTop: 12, marginBottom: 0 }}>
              {point
                ? t('coordinates.pickChosen', { longitude: roundTo(point.lng, DECIMALS), latitude: roundTo(point.lat, DECIMALS) })
                : t('coordinates.pickNone')}
            </Typography.Paragraph>
          </>
        )}
      </Modal>
    </>
  );
};

import {
  PackageSource,
  PackageType,
  ZPackageRegisterBody,
  ZPackageUploadFields,
  type TPackageRegisterBody,
  type TPackageSource,
  validationKeyOf,
  ZMd5,
} from '@fleet/contracts';
import { Alert, Button, Drawer, Flex, Form, Input, InputNumber, Radio, Select, type FormRule } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgress } from '../../../components/upload-progress';
import { feedback } from '../../../lib/feedback';
import { i18n } from '../../../lib/i18n';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useRegisterPackage, useUploadPackage, useVersionOptions } from '../api/packages';

const checkMd5 = (v: string | undefined) => {
  const r = v ? ZMd5.safeParse(v) : undefined;
  if (r && !r.success) throw new Error(i18n.t(validationKeyOf(r.error.issues[0]!)));
};

type Values = Partial<TPackageRegisterBody> & { source: TPackageSource };

/**
 * Submit a build of a version: upload its file (with a bar; a given MD5 is checked by the server against
 * the bytes and a mismatch is shown on the MD5 field) or register the external address with MD5 and size.
 */
export const PackageSubmitDrawer = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('version');
  const [form] = Form.useForm<Values>();
  const source = Form.useWatch('source', form) ?? PackageSource.UPLOAD;
  const packageType = Form.useWatch('packageType', form);
  const versions = useVersionOptions();
  const upload = useUploadPackage();
  const register = useRegisterPackage();
  const [file, setFile] = useState<File>();
  const [noFile, setNoFile] = useState(false);
  const [percent, setPercent] = useState<number>();
  const isUpload = source === PackageSource.UPLOAD;
  const schema = isUpload ? ZPackageUploadFields : ZPackageRegisterBody;
  const rule = (name: string) => [zodRule(schema, name)];
  // An upload's MD5 may stay empty (the server's is taken); one typed in must be 32 hex digits.
  const md5Rule: FormRule[] = isUpload ? [{ validator: async (_, v: string | undefined) => checkMd5(v) }] : rule('md5');
  const done = () => (void feedback().message.success(t('submit.submitted')), onClose());
  const onError = (e: Error) => applyFieldErrors(form, e);
  const submit = ({ source: _s, ...v }: Values) => {
    if (!isUpload) return register.mutate(v as TPackageRegisterBody, { onSuccess: done, onError });
    if (!file) return setNoFile(true);
    const fields = { versionId: v.versionId!, packageType: v.packageType!, md5: v.md5 || undefined, note: v.note ?? '' };
    setPercent(0);
    upload.mutate(
      { fields, file, onProgress: (f) => setPercent(Math.floor(f * 100)) },
      { onSuccess: done, onError, onSettled: () => setPercent(undefined) },
    );
  };
  return (
    <Drawer open onClose={onClose} size={560} title={t('submit.new')} destroyOnHidden>
      <Form<Values>
        form={form}
        name="package-submit"
        layout="vertical"
        initialValues={{ source: PackageSource.UPLOAD, packageType: PackageType.TRIAL, note: '' }}
        onFinish={submit}
        aria-label={t('submit.new')}
      >
        <Form.Item name="versionId" label={t('submit.fields.version')} rules={rule('versionId')} required>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={versions.isLoading}
            placeholder={t('submit.placeholders.version')}
            options={(versions.data ?? []).map((v) => ({
              value: v.id,
              label: `${v.text} · ${t(`shared:enums.SoftwareType.${v.softwareType}`)}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="packageType" label={t('submit.fields.packageType')} rules={rule('packageType')} required>
          <Select options={Object.values(PackageType).map((v) => ({ value: v, label: t(`shared:enums.PackageType.${v}`) }))} />
        </Form.Item>
        <Form.Item name="source" label={t('submit.fields.source')}>
          <Radio.Group
            options={Object.values(PackageSource).map((v) => ({ value: v, label: t(`submit.sources.${v}`) }))}
            optionType="button"
          />
        </Form.Item>
        {isUpload ? (
          <Form.Item
            label={t('submit.fields.file')}
            required
            validateStatus={noFile ? 'error' : undefined}
            help={noFile ? t('submit.noFile') : undefined}
          >
            <input
              type="file"
              aria-label={t('submit.fields.file')}
              data-testid="package-file-input"
              onChange={(e) => (setFile(e.target.files?.[0]), setNoFile(false))}
            />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="url" label={t('submit.fields.url')} rules={rule('url')} required>
              <Input autoComplete="off" placeholder={t('submit.placeholders.url')} />
            </Form.Item>
            <Form.Item name="size" label={t('submit.fields.size')} rules={rule('size')} required>
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="md5"
          label={t('submit.fields.md5')}
          rules={md5Rule}
          required={!isUpload}
          extra={isUpload ? t('submit.md5Hint') : undefined}
        >
          <Input
            autoComplete="off"
            maxLength={32}
            placeholder={isUpload ? t('submit.placeholders.md5') : t('submit.placeholders.md5Url')}
          />
        </Form.Item>
        <Form.Item name="note" label={t('submit.fields.note')} rules={rule('note')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount maxLength={300} placeholder={t('submit.placeholders.note')} />
        </Form.Item>
        {percent !== undefined && file && <UploadProgress label={t('submit.uploading', { name: file.name })} percent={percent} />}
        {packageType === PackageType.TEST && <Alert type="warning" showIcon message={t('submit.testHint')} />}
        <Flex gap={8} justify="flex-end" style={{ marginTop: 16 }}>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={upload.isPending || register.isPending}>
            {t('submit.new')}
          </Button>
        </Flex>
      </Form>
    </Drawer>
  );
};

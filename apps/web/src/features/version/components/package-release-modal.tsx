import { PackageType, ZPackageReleaseBody, type TPackage, type TPackageReleaseBody } from '@fleet/contracts';
import { Alert, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgTreeMultiSelect } from '../../../components/org-tree-select';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useReleasePackage } from '../api/packages';

type Values = Omit<TPackageReleaseBody, 'id'>;

/** Approve a submitted package: the organisations it goes to (each with its subtree) and its package type. */
export const PackageReleaseModal = ({ pkg, onClose }: { pkg: TPackage; onClose: () => void }) => {
  const { t } = useTranslation('version');
  const [form] = Form.useForm<Values>();
  const release = useReleasePackage();
  const packageType = Form.useWatch('packageType', form);
  const submit = (v: Values) =>
    release.mutate(
      { id: pkg.id, ...v },
      { onSuccess: () => (void feedback().message.success(t('release.released')), onClose()), onError: (e) => applyFieldErrors(form, e) },
    );
  return (
    <Modal
      open
      title={t('release.dialogTitle', { version: pkg.versionText })}
      okText={t('release.release')}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={release.isPending}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="package-release"
        layout="vertical"
        initialValues={{ orgIds: [], packageType: pkg.packageType }}
        onFinish={submit}
        aria-label={t('release.dialogTitle', { version: pkg.versionText })}
      >
        <Form.Item
          name="orgIds"
          label={t('release.fields.organizations')}
          rules={[zodRule(ZPackageReleaseBody.omit({ id: true }), 'orgIds')]}
          required
          extra={t('release.orgHint')}
        >
          <OrgTreeMultiSelect placeholder={t('release.placeholders.organizations')} aria-label={t('release.fields.organizations')} />
        </Form.Item>
        <Form.Item name="packageType" label={t('release.fields.packageType')} required>
          <Select options={Object.values(PackageType).map((v) => ({ value: v, label: t(`shared:enums.PackageType.${v}`) }))} />
        </Form.Item>
        {packageType === PackageType.TEST && <Alert type="warning" showIcon message={t('submit.testHint')} />}
      </Form>
    </Modal>
  );
};

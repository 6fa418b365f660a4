import { Alert, Button, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { RobotTypeSelect } from '../../../components/robot-type-select';

interface Props {
  /** The robots chosen in a robot list; they replace the filters below. */
  robotIds: number[] | null;
  onChooseOthers: () => void;
}

/** Which robots the campaign targets: the robots chosen in a robot list, or an organisation narrowed by type and version. */
export const CampaignTargetFields = ({ robotIds, onChooseOthers }: Props) => {
  const { t } = useTranslation('ota');
  if (robotIds) {
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('create.chosenRobots', { count: robotIds.length })}
        action={
          <Button size="small" type="link" onClick={onChooseOthers}>
            {t('create.chooseOthers')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <Form.Item name={['target', 'orgId']} label={t('create.fields.organization')}>
        <OrgTreeSelect allowClear placeholder={t('create.placeholders.organization')} aria-label={t('create.fields.organization')} />
      </Form.Item>
      <Form.Item name={['target', 'robotTypes']} label={t('create.fields.robotTypes')}>
        <RobotTypeSelect
          mode="multiple"
          allowClear
          placeholder={t('create.placeholders.robotTypes')}
          aria-label={t('create.fields.robotTypes')}
        />
      </Form.Item>
      <Form.Item name={['target', 'currentVersions']} label={t('create.fields.currentVersions')}>
        <Select
          mode="tags"
          open={false}
          tokenSeparators={[',', ' ']}
          placeholder={t('create.placeholders.currentVersions')}
          aria-label={t('create.fields.currentVersions')}
        />
      </Form.Item>
    </>
  );
};

import { ArrowLeftOutlined } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Permission } from '../../../components/permission';
import { useOperateCodes } from '../../../lib/session-api';
import { DisplayLinksButton } from '../components/display-links-modal';
import { LargeScreenBoard } from '../components/large-screen-board';
import { SCREEN, SCREEN_THEME } from '../components/screen-colours';

/** /largeScreen for a signed-in user: the board full screen, the way back, and the display links (largeScreen:display). */
export const LargeScreenPage = () => {
  const { t } = useTranslation('largeScreen');
  const codes = useOperateCodes();
  return (
    <ConfigProvider theme={SCREEN_THEME}>
      <LargeScreenBoard
        faults={codes.has('robotFault:view')}
        headerStart={
          <Link to="/contentPage" style={{ color: SCREEN.accent, whiteSpace: 'nowrap' }}>
            <ArrowLeftOutlined /> {t('backToConsole')}
          </Link>
        }
        headerEnd={
          <Permission code="largeScreen:display">
            <DisplayLinksButton />
          </Permission>
        }
      />
    </ConfigProvider>
  );
};

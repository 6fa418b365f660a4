import { ConfigProvider } from 'antd';
import { LargeScreenBoard } from '../components/large-screen-board';
import { SCREEN_THEME } from '../components/screen-colours';

/**
 * /largeScreen?display=… on a wall display: no session, no console around it. The route (app/
 * large-screen-route.tsx) has put the token into lib/display-token.ts before this renders, so every
 * read and the live hub use it; the hub lets a display link hear the fault notices of its subtree.
 */
export const DisplayScreenPage = () => (
  <ConfigProvider theme={SCREEN_THEME}>
    <LargeScreenBoard faults />
  </ConfigProvider>
);

import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * A screen's code chunk that cannot be fetched: after a new version of the console is deployed, a tab
 * opened before it asks for chunk names that no longer exist (each browser words it differently).
 */
export const isStaleChunk = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk/i.test(
    error.message,
  );

/**
 * What a user sees when a page fails to load or throws, instead of the router's developer page: after a
 * deploy, that the console was updated and a reload fixes it; otherwise that this page failed, with a
 * reload and the way home. Nothing the user typed elsewhere is lost by leaving this page.
 */
export const RouteError = () => {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Result
        status="404"
        title={t('common:notFound.title')}
        subTitle={t('common:notFound.text')}
        extra={<a href="/contentPage">{t('common:backHome')}</a>}
      />
    );
  const stale = isStaleChunk(error);
  return (
    <Result
      status={stale ? 'info' : 'error'}
      title={t(stale ? 'common:routeError.updatedTitle' : 'common:routeError.failedTitle')}
      subTitle={t(stale ? 'common:routeError.updatedText' : 'common:routeError.failedText')}
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          {t('common:routeError.reload')}
        </Button>,
        <Button key="home" href="/contentPage">
          {t('common:backHome')}
        </Button>,
      ]}
    />
  );
};

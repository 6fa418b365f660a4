import { Button } from 'antd';
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const stale = !notFound && isStaleChunk(error);
  const [title, text] = notFound
    ? ['common:notFound.title', 'common:notFound.text']
    : stale
      ? ['common:routeError.updatedTitle', 'common:routeError.updatedText']
      : ['common:routeError.failedTitle', 'common:routeError.failedText'];
  // Plain elements and the Button Login already loads: this page is in the entry chunk (it must show when
  // no other chunk can be fetched); antd's Result (+8 KB) or Typography (+6 KB) would weigh on every Login.
  return (
    <main style={{ padding: '96px 24px', textAlign: 'center' }}>
      <h1 style={{ fontSize: 24, fontWeight: 600, margin: '0 0 8px' }}>{t(title)}</h1>
      <p style={{ color: 'rgba(0, 0, 0, 0.65)', margin: '0 0 24px' }}>{t(text)}</p>
      <div style={{ display: 'inline-flex', gap: 8 }}>
        {notFound ? null : (
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('common:routeError.reload')}
          </Button>
        )}
        <Button href="/contentPage">{t('common:backHome')}</Button>
      </div>
    </main>
  );
};

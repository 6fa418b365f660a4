import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../../components/list-page';
import { Permission } from '../../../components/permission';
import { DataAge } from '../../../components/value-age';
import { useListState } from '../../../lib/use-list-state';
import { useFindLandmarks, useLandmarkFaultRefresh } from '../api/landmarks';
import { LandmarkDetailDrawer } from '../components/landmark-detail-drawer';
import { LandmarkSearchForm, type LandmarkSearch } from '../components/landmark-search-form';
import { LandmarkTable } from '../components/landmark-table';

/** Landmarks are made on the Organization screen (a point-level organisation with its file): the way there, for those who may open it. */
const ToOrganization = () => {
  const { t } = useTranslation('landmark');
  return (
    <Permission code="organization:view">
      {/* Underlined: inside the intro's grey text, colour alone does not tell a link (WCAG link-in-text-block). */}
      <Link to="/contentPage/organization" style={{ textDecoration: 'underline' }}>
        {t('toOrganization')}
      </Link>
    </Permission>
  );
};

/**
 * Landmarks (spec §2 landMarkDetail): the sites robots work at — point-level organisations of the
 * caller's subtree with their landmark file — each with its robots' live states (re-read every 15 s
 * while visible, at once on a fault, with the age of what is shown), areas and users. A robot is moved
 * to another landmark from the detail drawer. Nothing is created here: the Organization screen does.
 */
export const LandmarkPage = () => {
  const { t } = useTranslation('landmark');
  const list = useListState<LandmarkSearch>();
  const { data, isFetching, isPlaceholderData, isError, refetch, dataUpdatedAt } = useFindLandmarks(list.query);
  useLandmarkFaultRefresh();
  const [viewing, setViewing] = useState<number>();
  const filtered = Object.values(list.search).some((v) => v !== undefined);

  return (
    <ListPage
      title={t('title')}
      subtitle={
        <>
          {t('subtitle')} {t('createHint')} <ToOrganization />
        </>
      }
    >
      <LandmarkSearchForm onSearch={list.onSearch} />
      {data && (
        <Flex justify="flex-end">
          <DataAge at={dataUpdatedAt} />
        </Flex>
      )}
      {isError && !data ? (
        <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={() => void refetch()}>{t('retry')}</Button>} />
      ) : (
        <LandmarkTable
          data={data}
          // A new page or search spins over the old rows; the 15 s re-read of the same rows does not.
          loading={isFetching && isPlaceholderData}
          onPage={list.onPage}
          emptyText={
            filtered ? (
              t('noMatch')
            ) : (
              <span>
                {t('empty')} <ToOrganization />
              </span>
            )
          }
          onView={(s) => setViewing(s.id)}
        />
      )}
      {viewing !== undefined && <LandmarkDetailDrawer id={viewing} onClose={() => setViewing(undefined)} />}
    </ListPage>
  );
};

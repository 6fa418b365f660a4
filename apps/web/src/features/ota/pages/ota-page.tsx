import type { CAMPAIGN_SORT_FIELDS } from '@fleet/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../../components/list-page';
import { Permission, usePermission } from '../../../components/permission';
import { useListState } from '../../../lib/use-list-state';
import { useCampaignNews, useFindCampaigns } from '../api/campaigns';
import { CampaignCreateDrawer } from '../components/campaign-create-drawer';
import { robotIdsOf } from '../components/campaign-form';
import { CampaignSearchForm, type CampaignSearch } from '../components/campaign-search-form';
import { CampaignTable } from '../components/campaign-table';
import { CampaignDetailDrawer } from '../components/campaign-detail-drawer';

/**
 * OTA campaigns (issue 15): the list with each campaign's progress, the new-campaign drawer (opened
 * with the robots chosen in a robot list by `?robotIds=1,2,3`) and a campaign's detail (`?id=N`, the
 * address notifications link to).
 */
export const OtaPage = () => {
  const { t } = useTranslation('ota');
  const [params, setParams] = useSearchParams();
  const list = useListState<CampaignSearch, (typeof CAMPAIGN_SORT_FIELDS)[number]>();
  // A live refresh keeps the rows as they are (no spinner); a new page or search shows one.
  const { data, isLoading, isPlaceholderData } = useFindCampaigns(list.query);
  useCampaignNews();
  const mayUpgrade = usePermission('ota:upgrade');
  const robotIds = robotIdsOf(params.get('robotIds'));
  const [creating, setCreating] = useState(false);
  const openId = Number(params.get('id')) || null;
  const setParam = (key: 'id' | 'robotIds', value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value == null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const closeCreate = () => (setCreating(false), setParam('robotIds', null));
  return (
    <>
      <ListPage title={t('title')} subtitle={t('subtitle')}>
        <CampaignSearchForm onSearch={list.onSearch} />
        <Flex justify="flex-end">
          <Permission code="ota:upgrade">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('new')}
            </Button>
          </Permission>
        </Flex>
        <CampaignTable
          data={data}
          loading={isLoading || isPlaceholderData}
          onPage={list.onPage}
          sort={list.sort}
          onSort={list.onSort}
          onOpen={(id) => setParam('id', String(id))}
        />
      </ListPage>
      {mayUpgrade && (creating || robotIds) && (
        <CampaignCreateDrawer
          robotIds={robotIds}
          onChooseOthers={() => (setCreating(true), setParam('robotIds', null))}
          onClose={closeCreate}
          onCreated={(id) => {
            setCreating(false);
            setParams(
              (p) => {
                const next = new URLSearchParams(p);
                next.delete('robotIds');
                next.set('id', String(id));
                return next;
              },
              { replace: true },
            );
          }}
        />
      )}
      {openId && <CampaignDetailDrawer id={openId} onOpen={(id) => setParam('id', String(id))} onClose={() => setParam('id', null)} />}
    </>
  );
};

import type { TProduct, TProductSortField } from '@fleet/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { Permission } from '../../../components/permission';
import { useListState } from '../../../lib/use-list-state';
import { useFindProducts } from '../api/products';
import { ProductEditorDrawer } from '../components/product-editor-drawer';
import { ProductSearchForm, type ProductSearch } from '../components/product-search-form';
import { ProductTable } from '../components/product-table';

/** Products (issue 16): what is sold, each built on a robot type from models of the component catalogue. */
export const ProductPage = () => {
  const { t } = useTranslation('component');
  const list = useListState<ProductSearch, TProductSortField>();
  const { data, isFetching } = useFindProducts(list.query);
  const [editing, setEditing] = useState<TProduct | 'new'>();
  const close = () => setEditing(undefined);
  return (
    <ListPage title={t('product.title')} subtitle={t('product.subtitle')}>
      <ProductSearchForm onSearch={list.onSearch} />
      <Flex gap={8}>
        <Permission code="product:create">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('product.new')}
          </Button>
        </Permission>
      </Flex>
      <ProductTable data={data} loading={isFetching} onPage={list.onPage} sort={list.sort} onSort={list.onSort} onEdit={setEditing} />
      {editing === 'new' && <ProductEditorDrawer onClose={close} />}
      {editing && editing !== 'new' && <ProductEditorDrawer product={editing} onClose={close} />}
    </ListPage>
  );
};

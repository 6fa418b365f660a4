import { useSearchParams } from 'react-router';

/** The document a screen shows, from `?id=`; undefined when missing or not a positive whole number. */
export const useDocumentId = () => {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

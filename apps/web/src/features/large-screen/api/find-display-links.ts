import { findDisplayLinksRoute } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { largeScreenKeys } from './keys';

export const findDisplayLinks = () => callRoute(findDisplayLinksRoute);

export const useDisplayLinks = (enabled: boolean) => useQuery({ queryKey: largeScreenKeys.links(), queryFn: findDisplayLinks, enabled });

import { PAGE_SIZE_MAX, type TRobot } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { findRobotsQuery } from '../../../lib/robot-api';
import { HostFormModal } from './host-form-modal';

/**
 * The host modal with its candidates: the caller's own robots that are not hosted (the first
 * PAGE_SIZE_MAX of them; more are reached through the list's search). `open(robot)` preselects one.
 */
export const useHostModal = (mobile?: boolean) => {
  const [state, setState] = useState<{ preselected: number[] } | null>(null);
  const candidates = useQuery({ ...findRobotsQuery({ hosted: false, page: 1, pageSize: PAGE_SIZE_MAX }), enabled: state !== null });
  const owned = (candidates.data?.list ?? []).filter((r) => r.access === 'owner');
  const modal = (
    <HostFormModal
      open={state !== null}
      candidates={owned}
      preselected={state?.preselected ?? []}
      onClose={() => setState(null)}
      mobile={mobile}
    />
  );
  return { open: (r?: TRobot) => setState({ preselected: r ? [r.id] : [] }), modal };
};

import { useSearchParams } from 'react-router';

/**
 * The ticket whose drawer is open, kept in the URL (`?id=41`) so a notification's link, a reload or a
 * shared address opens the same ticket; closing the drawer drops it. Replaces the history entry: the
 * back button leaves the screen rather than stepping through drawers.
 */
export const useOpenTicket = () => {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const open = Number.isInteger(id) && id > 0 ? id : null;
  const setOpen = (next: number | null) =>
    setParams(
      (prev) => {
        const q = new URLSearchParams(prev);
        if (next === null) q.delete('id');
        else q.set('id', String(next));
        return q;
      },
      { replace: true },
    );
  return [open, setOpen] as const;
};

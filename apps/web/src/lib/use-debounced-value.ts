import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms`: a search-as-you-type field asks the server for the
 * word the user paused on, not once per key (a robot search over 10,000 robots on every keystroke).
 */
export const useDebouncedValue = <T>(value: T, ms: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

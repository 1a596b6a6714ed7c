import { useEffect, useState } from 'react';

const NARROW = '(max-width: 760px)';

/** Whether the screen is a phone's: a week then reads as a list of days rather than seven columns. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const changed = () => setNarrow(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return narrow;
}

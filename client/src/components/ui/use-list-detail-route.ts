import { useLocation, useNavigate, useParams } from 'react-router';

interface OpenOptions<State> {
  /** Navigation state for the opened item's page (e.g. "start editing"). */
  state?: State;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
}

/**
 * A list with one item open beside it, the open item in the address (`base` and `base/:id`): which
 * item is open, what the navigation that opened it asked for, and the ways to open another or none.
 */
export function useListDetailRoute<State extends object>(basePath: string) {
  const { id: selectedId = null } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  return {
    selectedId,
    /** The state given to `open`, until `clearState` (or another navigation) drops it. */
    state: location.state as Partial<State> | null,
    open: (id: string, options?: OpenOptions<State>) => void navigate(`${basePath}/${id}`, options),
    close: (options?: Pick<OpenOptions<State>, 'replace'>) => void navigate(basePath, options),
    clearState: () => void navigate(location.pathname, { replace: true, state: null }),
  };
}

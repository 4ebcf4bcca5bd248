import { useBreakpointValue } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { QuickChatListDocument } from './graphql/quick-chat';

// Whether the panel is open, shared by the panel and its launcher. The launcher is an edge tab from md
// (960px) up, where the layouts keep a gutter for it, and a top-bar button below, where an edge tab
// would sit on the page's avatars, badges and text. Only one of the two is ever mounted.

interface QuickChatState {
  open: boolean;
  show: () => void;
  close: () => void;
  /** Unread messages of the chats that are not muted. */
  totalUnread: number;
  /** The launcher on screen (tab or top-bar button): focus goes back to it when the panel closes. */
  launcherRef: RefObject<HTMLButtonElement | null>;
  /** The element that had focus before the panel opened. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

const QuickChatContext = createContext<QuickChatState | null>(null);

/** Wraps the signed-in frame: the panel and both launchers read the same state. */
export function QuickChatProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { data } = useQuery(QuickChatListDocument);
  const totalUnread = (data?.chats ?? []).reduce((sum, chat) => sum + (chat.muted ? 0 : chat.unreadCount), 0);
  const launcherRef = useRef<HTMLButtonElement | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const show = useCallback(() => {
    if (document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(
    () => ({ open, show, close, totalUnread, launcherRef, returnFocusTo }),
    [open, show, close, totalUnread],
  );
  return <QuickChatContext.Provider value={value}>{children}</QuickChatContext.Provider>;
}

const CLOSED: QuickChatState = {
  open: false,
  show: () => undefined,
  close: () => undefined,
  totalUnread: 0,
  launcherRef: { current: null },
  returnFocusTo: { current: null },
};

export function useQuickChat(): QuickChatState {
  return useContext(QuickChatContext) ?? CLOSED;
}

/** True from md (960px) up: the launcher is the edge tab there, a top-bar button below. */
export function useEdgeLauncher(): boolean {
  return useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
}

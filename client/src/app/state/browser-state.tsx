import { createContext, ReactNode, startTransition, useContext, useEffect, useState } from 'react';

const KnownContext = createContext(true);

/**
 * Whether the page may read what only this browser keeps (localStorage: the booking draft, the
 * pending quote, the admin's session). A page the server renders (`hydrating`) cannot: the server
 * draws its frame with "not known yet", the browser hydrates the same frame, and the state is known
 * from the first update after that (the booking draft says so itself, see BookingDraftProvider's
 * `known`). A page the browser renders from the empty shell knows it from the start.
 */
export function BrowserStateProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [known, setKnown] = useState(!hydrating);
  useEffect(() => {
    // A transition: a part of the page still waiting for its chunk keeps the server's markup
    // (React hydrates it first) instead of being thrown away for a fallback.
    if (!known) startTransition(() => setKnown(true));
  }, [known]);
  return <KnownContext.Provider value={known}>{children}</KnownContext.Provider>;
}

/** False while the page is the server's frame (on the server, and while the browser hydrates it). */
export const useBrowserStateKnown = () => useContext(KnownContext);

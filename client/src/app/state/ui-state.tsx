import { createContext, ReactNode, useContext, useMemo, useState } from 'react';

/** The spec's shared UI flags: the mobile menu (navToggled) and the global loader (isLoading). */
interface UiState {
  navToggled: boolean;
  setNavToggled(open: boolean): void;
  isLoading: boolean;
  setLoading(loading: boolean): void;
}

const UiContext = createContext<UiState | null>(null);

export function UiStateProvider({ children }: { children: ReactNode }) {
  const [navToggled, setNavToggled] = useState(false);
  const [isLoading, setLoading] = useState(false);
  const value = useMemo(() => ({ navToggled, setNavToggled, isLoading, setLoading }), [navToggled, isLoading]);
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

export function useUiState(): UiState {
  const value = useContext(UiContext);
  if (!value) throw new Error('useUiState needs a UiStateProvider');
  return value;
}

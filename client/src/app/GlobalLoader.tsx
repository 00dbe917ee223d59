import { Spinner } from '../components/ui/Spinner';
import { useUiState } from './state/ui-state';

/** The overlay shown while the shared loading flag is set (spec: a global loader). */
export function GlobalLoader() {
  const { isLoading } = useUiState();
  if (!isLoading) return null;
  return (
    <div className="global-loader">
      <Spinner />
    </div>
  );
}

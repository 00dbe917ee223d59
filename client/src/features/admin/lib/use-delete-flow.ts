import { useState } from 'react';
import { useUiState } from '../../../app/state/ui-state';
import type { WriteResult } from '../../../components/admin/load-state';

export type DeleteNotice = { tone: 'success' | 'danger'; message: string } | null;

/**
 * Delete with a confirmation: pick a row (the dialog opens), confirm (the global loader shows
 * while the server works), then a notice says how it went.
 */
export function useDeleteFlow<T extends { id: string }>(remove: (id: string) => Promise<WriteResult>, successMessage: string) {
  const { setLoading } = useUiState();
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<DeleteNotice>(null);

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    setLoading(true);
    try {
      const result = await remove(pending.id);
      setNotice(result.ok ? { tone: 'success', message: successMessage } : { tone: 'danger', message: result.message });
    } finally {
      setLoading(false);
      setBusy(false);
      setPending(null);
    }
  }

  return {
    pending,
    busy,
    notice,
    ask: (row: T) => {
      setNotice(null);
      setPending(row);
    },
    dismiss: () => setPending(null),
    confirm,
  };
}

import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { BanquetEstimateDocument, type BanquetEstimateInput } from '../../graphql/generated';
import type { EstimateView } from './components/EstimateSummary';
import { guestCount } from './enquiry-form-values';

const DEBOUNCE_MS = 350;

/**
 * The server's estimate for what the form holds, asked for once the typing stops; the last
 * answer stays on screen while the next one comes. Null until a session and a guest count are in.
 */
export function useLiveEstimate(values: { hallId: string; sessionId: string; expectedGuests: string; menuPackageId: string }) {
  const guests = guestCount(values.expectedGuests);
  const wanted: BanquetEstimateInput | null =
    values.sessionId && guests
      ? { hallId: values.hallId, sessionId: values.sessionId, guests, menuPackageId: values.menuPackageId || null }
      : null;
  const key = JSON.stringify(wanted);
  const [input, setInput] = useState<BanquetEstimateInput | null>(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setInput(JSON.parse(key) as BanquetEstimateInput | null), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const { data, loading, error } = useQuery(BanquetEstimateDocument, {
    variables: { input: input! },
    skip: !input,
  });
  const last = useRef<EstimateView | null>(null);
  if (data) last.current = data.banquetEstimate;
  if (!wanted) last.current = null;
  return {
    estimate: error ? null : last.current,
    updating: loading || key !== JSON.stringify(input),
    problem: error?.message ?? null,
  };
}

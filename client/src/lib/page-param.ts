import { useSearchParams } from 'react-router-dom';

/**
 * The page of a list, kept in the address (?page=2) so a page can be reloaded or shared; the first
 * page has no parameter. Other parameters (a list's filter) are kept.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  return [page, setPage];
}

/** The offset and limit of a page of `pageSize` rows. */
export const pageWindow = (page: number, pageSize: number) => ({ offset: (page - 1) * pageSize, limit: pageSize });

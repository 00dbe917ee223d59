import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useCsvExport } from '../api/csv-export';

/** "Export CSV": fetches the server's export with the token and saves it. */
export function ExportCsvButton({ path, fileName }: { path: string; fileName: string }) {
  const { download, busy, error } = useCsvExport(path, fileName);
  return (
    <div className="export-csv">
      <Button variant="secondary" onClick={download} disabled={busy} aria-busy={busy}>
        {busy ? 'Exporting…' : 'Export CSV'}
      </Button>
      {error && <Alert tone="danger">{error}</Alert>}
    </div>
  );
}

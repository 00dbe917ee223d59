import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useAdminFile } from '../api/admin-file';

const ACCEPT = { pdf: 'application/pdf', csv: 'text/csv' } as const;

/** "Download PDF" / "Download CSV": fetches an admin file with the session and saves it. */
export function DownloadButton({
  path,
  fileName,
  kind,
  label,
}: {
  path: string;
  fileName: string;
  kind: keyof typeof ACCEPT;
  label?: string;
}) {
  const { download, busy, error } = useAdminFile(path, fileName, ACCEPT[kind]);
  const words = label ?? `Download ${kind.toUpperCase()}`;
  return (
    <span className="download-button">
      <Button variant="secondary" onClick={download} disabled={busy} aria-busy={busy}>
        {busy ? 'Downloading…' : words}
      </Button>
      {error && <Alert tone="danger">{error}</Alert>}
    </span>
  );
}

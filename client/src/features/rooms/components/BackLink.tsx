import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

/** Back to where the guest came from; to the home page when this page was opened directly. */
export function BackLink() {
  const navigate = useNavigate();
  // The router gives the first page of a visit the key "default": nothing of this site came before.
  const openedDirectly = useLocation().key === 'default';
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (openedDirectly) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link className="back-link" to="/" onClick={goBack}>
      <span aria-hidden="true">←</span> Back
    </Link>
  );
}

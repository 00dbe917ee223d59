import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLocalePath } from '../../../i18n';
import { useRoomWords } from '../room-words';

/** Back to where the guest came from; to the home page (in the page's language) when this page was opened directly. */
export function BackLink() {
  const { t } = useRoomWords();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  // The router gives the first page of a visit the key "default": nothing of this site came before.
  const openedDirectly = useLocation().key === 'default';
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (openedDirectly) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link className="back-link" to={localePath('/')} onClick={goBack}>
      <span aria-hidden="true">←</span> {t('back')}
    </Link>
  );
}

import { useLocation } from 'react-router-dom';
import FormIIIPage from './FormIIIPage';
import GuestRegisterPage from './GuestRegisterPage';

/** /admin/register and /admin/form-iii: one lazy chunk for both, the page by the path. */
export default function RegisterPages() {
  return useLocation().pathname.endsWith('/form-iii') ? <FormIIIPage /> : <GuestRegisterPage />;
}

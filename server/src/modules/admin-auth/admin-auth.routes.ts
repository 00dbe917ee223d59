import { RequestHandler, Router } from 'express';
import { clientAddressOf } from '../../rest/client-address';
import { sendOk } from '../../rest/envelope';
import { requestBody } from '../../rest/request-body';
import { bearerToken, signedInAdmin } from '../../rest/require-admin';
import { signInCookies } from '../../rest/sign-in-cookies';
import { Services } from '../../services';
import { Admin } from './admin.entity';
import { permissionsOf } from './permissions';

export const presentAdmin = (admin: Admin) => ({
  _id: admin.id,
  id: admin.id,
  email: admin.email,
  name: admin.name,
  isActive: admin.isActive,
  role: admin.role,
  permissions: permissionsOf(admin.role),
});

export function adminAuthRoutes(services: Pick<Services, 'adminAuth'>, admin: RequestHandler): Router {
  const router = Router();

  router.post('/admin/login', async (req, res) => {
    const cookies = signInCookies(req, res);
    const result = await services.adminAuth.login(requestBody(req), clientAddressOf(req), cookies.sent);
    cookies.keep(result.deviceCookie);
    sendOk(res, {
      message: 'Login successful',
      token: result.token,
      data: { admin: presentAdmin(result.admin), token: result.token, expiresAt: result.expiresAt },
    });
  });

  router.post('/admin/logout', admin, async (req, res) => {
    await services.adminAuth.signOut(bearerToken(req));
    sendOk(res, { message: 'Signed out' });
  });

  router.get('/admin/me', admin, (_req, res) => {
    sendOk(res, { message: 'Signed in', data: { admin: presentAdmin(signedInAdmin(res)) } });
  });

  return router;
}

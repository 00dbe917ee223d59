import { RequestHandler, Response, Router } from 'express';
import { clientAddressOf } from '../../rest/client-address';
import { sendOk } from '../../rest/envelope';
import { requestBody } from '../../rest/request-body';
import { bearerToken, signedInAdmin } from '../../rest/require-admin';
import { signInCookies } from '../../rest/sign-in-cookies';
import { Services } from '../../services';
import type { LoginResult } from './admin-auth.service';
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

const TWO_STEP_MESSAGE = 'Enter the 6-digit code from your authenticator app.';

/** The spec's login answer: token at the top and in data, with the person. */
function sendSession(res: Response, session: LoginResult, recoveryCodes?: string[]): void {
  sendOk(res, {
    message: 'Login successful',
    token: session.token,
    data: {
      admin: presentAdmin(session.admin),
      token: session.token,
      expiresAt: session.expiresAt,
      ...(recoveryCodes ? { recoveryCodes } : {}),
    },
  });
}

export function adminAuthRoutes(services: Pick<Services, 'adminAuth'>, admin: RequestHandler): Router {
  const router = Router();

  router.post('/admin/login', async (req, res) => {
    const cookies = signInCookies(req, res);
    const step = await services.adminAuth.beginSignIn(requestBody(req), clientAddressOf(req), cookies.sent);
    if (step.kind === 'code') {
      // No token yet: the client asks for the code and sends it with the challenge to /admin/login/two-step.
      sendOk(res, { message: TWO_STEP_MESSAGE, data: { twoStep: step.twoStep } });
      return;
    }
    cookies.keep(step.session.deviceCookie);
    sendSession(res, step.session);
  });

  router.post('/admin/login/two-step', async (req, res) => {
    const cookies = signInCookies(req, res);
    const body = requestBody(req);
    const result = await services.adminAuth.completeSignIn(
      { challenge: body.challenge, code: body.code },
      clientAddressOf(req),
      cookies.sent,
    );
    cookies.keep(result.deviceCookie);
    sendSession(res, result, result.recoveryCodes);
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

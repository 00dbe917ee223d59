import path from 'node:path';
import { Router } from 'express';
import { requestBody } from '../../../../rest/request-body';
import { PaymentProvider } from '../providers/payment-provider';
import { SIMULATED_CHECKOUT_SCRIPT, SimulatedProvider } from './simulated-provider';

/**
 * The simulated gateway's side, present only when the simulator is the provider: its checkout
 * script, and the two actions of its modal (pay, fail), which Razorpay would run on its servers.
 */
export function simulatorRoutes(provider: PaymentProvider): { api: Router; assets: Router } {
  const api = Router();
  const assets = Router();
  if (!(provider instanceof SimulatedProvider)) return { api, assets };

  assets.get(SIMULATED_CHECKOUT_SCRIPT, (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-cache').sendFile(path.join(__dirname, 'simulated-checkout.js'));
  });
  api.post('/payment/simulator/pay', async (req, res) => {
    const body = requestBody(req);
    res.json(await provider.pay(body.order_id, body.method));
  });
  api.post('/payment/simulator/fail', async (req, res) => {
    const body = requestBody(req);
    res.json(await provider.fail(body.order_id, body.method));
  });
  return { api, assets };
}

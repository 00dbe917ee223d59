import { Page } from 'playwright-core';
import { SimulatedPayment } from '../../src/modules/billing/payments/simulator/simulated-gateway.entity';
import { createRoom, quoteFor } from '../support/fixtures';
import { screenshot, useBrowser } from '../support/browser';
import { holdWebhooks, rows, simulator } from '../support/payments';
import { startTestApp, TestApp } from '../support/test-app';

/** What the merchant's callbacks received, in order. */
type Event = ['handler', Record<string, string>] | ['failed', { error: Record<string, unknown> }] | ['dismiss'];

describe('the simulated Razorpay checkout in a real browser', () => {
  let app: TestApp;
  const browser = useBrowser();
  let page: Page;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => (page = await browser.newPage({ viewport: { width: 360, height: 740 } })));

  /** A page of the app with the checkout script, an order made over fetch, and the modal open. */
  async function openCheckout(checkIn: string, checkOut: string) {
    const room = await createRoom(app.services, { rentPerDay: 2750 });
    await page.goto(`${app.baseUrl}/`);
    await page.addScriptTag({ url: '/payments/simulated-checkout.js' });
    const created = await page.evaluate(
      async (quote) => {
        const response = await fetch('/api/payment/create-order', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ quote }),
        });
        return { status: response.status, body: await response.json() };
      },
      quoteFor(room.id, checkIn, checkOut),
    );
    expect(created).toMatchObject({
      status: 200,
      body: { success: true, data: { keyId: 'rzp_test_simulated', order: { amount: 275000 } } },
    });
    const { order, keyId, bookingId } = created.body.data;
    await page.evaluate(
      ({ key, amount, orderId }) => {
        const w = window as unknown as {
          __events: unknown[];
          Razorpay: new (options: unknown) => { on(e: string, cb: (r: unknown) => void): void; open(): void };
        };
        w.__events = [];
        const rzp = new w.Razorpay({
          key,
          amount,
          currency: 'INR',
          order_id: orderId,
          name: 'Hotel Test Stay',
          description: 'One night, Deluxe room',
          handler: (response: unknown) => w.__events.push(['handler', response]),
          modal: { ondismiss: () => w.__events.push(['dismiss']) },
          theme: { color: '#1d4ed8' },
        });
        rzp.on('payment.failed', (response) => w.__events.push(['failed', response]));
        rzp.open();
      },
      { key: keyId, amount: order.amount, orderId: order.id },
    );
    await page.getByRole('dialog', { name: 'Hotel Test Stay' }).waitFor();
    return { bookingId: bookingId as string, orderId: order.id as string };
  }

  const events = () => page.evaluate(() => (window as unknown as { __events: Event[] }).__events);
  const nextEvent = async () => {
    await page.waitForFunction(() => (window as unknown as { __events: unknown[] }).__events.length > 0);
    return (await events())[0];
  };

  it('pays by card: the handler gets the signed fields that /api/payment/verify accepts', async () => {
    const { bookingId, orderId } = await openCheckout('2026-12-01', '2026-12-02');
    const dialog = page.getByRole('dialog');
    await expect(dialog.textContent()).resolves.toContain('₹2,750');
    await screenshot(page, 'simulated-checkout-360');
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'simulated-checkout-1280');

    await page.getByRole('radio', { name: 'Card' }).check();
    // The simulator's webhooks wait until the browser's verify call has confirmed the booking.
    const webhooks = holdWebhooks(app);
    await page.getByRole('button', { name: 'Pay ₹2,750' }).click();
    const [kind, handler] = (await nextEvent()) as ['handler', Record<string, string>];
    expect(kind).toBe('handler');
    expect(handler).toEqual({
      razorpay_order_id: orderId,
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    const verified = await page.evaluate(async (body) => {
      const response = await fetch('/api/payment/verify', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    }, handler);
    expect(verified).toMatchObject({ status: 200, body: { success: true, message: 'Payment successful' } });
    expect(await rows(app).booking(bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await rows(app).payments(bookingId)).toMatchObject([
      { status: 'paid', razorpayPaymentId: handler.razorpay_payment_id, amountPaise: 275000 },
    ]);
    const gateway = app.database.dataSource.getRepository(SimulatedPayment);
    expect(await gateway.findOneBy({ id: handler.razorpay_payment_id })).toMatchObject({
      orderId,
      method: 'card',
      status: 'captured',
    });
    await webhooks.deliver();
    expect(await rows(app).payments(bookingId)).toHaveLength(1);
  });

  it('reports a simulated failure to payment.failed with Razorpay’s error shape; the ledger row is failed', async () => {
    const { bookingId, orderId } = await openCheckout('2026-12-03', '2026-12-04');
    await page.getByRole('button', { name: 'Simulate failure' }).click();
    const [kind, failure] = (await nextEvent()) as ['failed', { error: { metadata: { payment_id: string } } }];
    expect(kind).toBe('failed');
    expect(failure).toMatchObject({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: expect.stringContaining('simulated failure'),
        metadata: { order_id: orderId, payment_id: expect.stringMatching(/^pay_/) },
      },
    });
    // The modal stays open to try again, and says what happened.
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Payment failed');
    await expect(page.getByRole('button', { name: 'Pay ₹2,750' }).isEnabled()).resolves.toBe(true);
    await simulator(app).webhooks.idle();
    expect(await rows(app).payments(bookingId)).toMatchObject([
      { status: 'failed', razorpayPaymentId: failure.error.metadata.payment_id, failureReason: expect.any(String) },
    ]);
    expect(await rows(app).booking(bookingId)).toMatchObject({ status: 'held' });
    expect(await events()).toHaveLength(1);
  });

  it('closes with × and calls ondismiss; nothing is paid', async () => {
    const { bookingId } = await openCheckout('2026-12-05', '2026-12-06');
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await nextEvent()).toEqual(['dismiss']);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(await events()).toHaveLength(1);
    expect(await rows(app).booking(bookingId)).toMatchObject({ status: 'held', paymentStatus: 'pending' });
    expect((await rows(app).payments(bookingId)).map((p) => p.status)).toEqual(['created']);
  });
});

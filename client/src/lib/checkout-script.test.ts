import { loadCheckoutScript, resetCheckoutScriptLoader } from './checkout-script';

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-checkout-script]')];

describe('the checkout script loader', () => {
  beforeEach(() => {
    resetCheckoutScriptLoader();
    document.head.innerHTML = '';
    delete (window as { Razorpay?: unknown }).Razorpay;
  });

  it('injects the script once and resolves when it has loaded', async () => {
    const first = loadCheckoutScript('/payments/simulated-checkout.js');
    const second = loadCheckoutScript('/payments/simulated-checkout.js');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0].getAttribute('src')).toBe('/payments/simulated-checkout.js');
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    await expect(loadCheckoutScript('/payments/simulated-checkout.js')).resolves.toBeUndefined();
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script cannot be loaded, and tries again on the next call', async () => {
    const failed = loadCheckoutScript('https://checkout.razorpay.com/v1/checkout.js');
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Could not load https://checkout.razorpay.com/v1/checkout.js');
    expect(scripts()).toHaveLength(0);

    const retried = loadCheckoutScript('https://checkout.razorpay.com/v1/checkout.js');
    expect(scripts()).toHaveLength(1);
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBeUndefined();
  });

  it('adds nothing when the checkout is already on the page', async () => {
    (window as { Razorpay?: unknown }).Razorpay = function Razorpay() {};
    await expect(loadCheckoutScript('/payments/simulated-checkout.js')).resolves.toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });
});

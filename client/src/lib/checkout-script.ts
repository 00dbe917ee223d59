/**
 * Loads the payment provider's checkout script (Razorpay's checkout.js, or the app's simulated
 * one) once per page, only when a guest is about to pay. A failed load is forgotten, so the
 * guest's Try Again really tries again.
 */
const loads = new Map<string, Promise<void>>();

export function loadCheckoutScript(url: string, doc: Document = document): Promise<void> {
  if (typeof (doc.defaultView as (Window & { Razorpay?: unknown }) | null)?.Razorpay === 'function') return Promise.resolve();
  const pending = loads.get(url);
  if (pending) return pending;
  const load = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.checkoutScript = 'true';
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        loads.delete(url);
        script.remove();
        reject(new Error(`Could not load ${url}`));
      },
      { once: true },
    );
    doc.head.appendChild(script);
  });
  loads.set(url, load);
  return load;
}

/** For tests: forget what was loaded. */
export function resetCheckoutScriptLoader(): void {
  loads.clear();
}

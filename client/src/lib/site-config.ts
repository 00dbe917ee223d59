import type { HotelProfile } from './hotel';

/** The configuration the server embeds in every page (see server/src/client-app.ts). */
export interface SiteConfig {
  contactFormAction: string | null;
  publicBaseUrl: string;
  paymentProvider: 'razorpay' | 'simulated';
  checkoutScriptUrl: string;
  /** The hotel's profile now (absent only from a page the server did not send). */
  hotel?: HotelProfile;
}

const DEFAULTS: SiteConfig = {
  contactFormAction: null,
  publicBaseUrl: typeof location === 'undefined' ? '' : location.origin,
  paymentProvider: 'simulated',
  checkoutScriptUrl: '/payments/simulated-checkout.js',
};

let cached: SiteConfig | undefined;

export function siteConfig(): SiteConfig {
  if (cached) return cached;
  const element = typeof document === 'undefined' ? null : document.getElementById('site-config');
  try {
    cached = { ...DEFAULTS, ...(element?.textContent ? (JSON.parse(element.textContent) as Partial<SiteConfig>) : {}) };
  } catch {
    cached = DEFAULTS;
  }
  return cached;
}

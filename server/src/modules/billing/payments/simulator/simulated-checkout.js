/*
 * Simulated Razorpay checkout, for running the whole payment flow offline.
 *
 * This file stands in for Razorpay's checkout.js when no Razorpay keys are configured: it
 * defines `window.Razorpay` with the same API (new Razorpay(options), on('payment.failed', cb),
 * open(), close()) and shows a local modal whose Pay / Simulate failure buttons ask the server's
 * payment simulator to settle the order. With RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET set, the
 * real site loads Razorpay's own script instead and this file is not used.
 *
 * Plain browser script (ES2020, no imports, no build step); loading it twice is harmless.
 */
(() => {
  'use strict';

  if (typeof window === 'undefined' || typeof window.Razorpay === 'function') return;

  const PAY_URL = '/api/payment/simulator/pay';
  const FAIL_URL = '/api/payment/simulator/fail';
  const DEFAULT_COLOR = '#2563eb';
  const METHODS = [
    { value: 'upi', label: 'UPI' },
    { value: 'card', label: 'Card' },
    { value: 'netbanking', label: 'Netbanking' },
    { value: 'wallet', label: 'Wallet' },
  ];
  const PREFIX = 'rzp-sim';
  const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
  let instances = 0;

  /** Paise to "₹12,500" or "₹1,999.50" (Indian grouping); null when there is no amount. */
  const formatAmount = (amountPaise, currency) => {
    const paise = Math.round(Number(amountPaise));
    if (!Number.isFinite(paise) || paise <= 0) return null;
    const value = (paise / 100).toLocaleString('en-IN', {
      minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
      maximumFractionDigits: 2,
    });
    return !currency || currency === 'INR' ? `₹${value}` : `${currency} ${value}`;
  };

  /** #rgb or #rrggbb to [r, g, b]; null for anything else. */
  const parseHex = (color) => {
    const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(String(color || '').trim());
    if (!match) return null;
    const hex = match[1].length === 3 ? match[1].replace(/./g, '$&$&') : match[1];
    return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  };

  /** Dark or white text, whichever reads better on the theme colour (WCAG relative luminance). */
  const textOn = (rgb) => {
    const [r, g, b] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#111827' : '#ffffff';
  };

  const el = (tag, name, style, text) => {
    const node = document.createElement(tag);
    if (name) node.className = `${PREFIX}-${name}`;
    if (style) Object.assign(node.style, style);
    if (text !== undefined) node.textContent = text;
    return node;
  };

  /** A merchant callback that throws must not leave the modal half-updated. */
  const safely = (callback, argument) => {
    try {
      callback(argument);
    } catch (error) {
      setTimeout(() => {
        throw error;
      });
    }
  };

  const post = async (url, body) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const data = await response.json().catch(() => null);
    return { ok: response.status === 200, status: response.status, data };
  };

  class Razorpay {
    constructor(options) {
      this.options = options || {};
      this.listeners = {};
      this.view = null;
    }

    on(event, callback) {
      if (typeof callback === 'function') (this.listeners[event] = this.listeners[event] || []).push(callback);
      return this;
    }

    open() {
      if (!this.view) this.view = buildView(this);
      return this;
    }

    /** Closing from the merchant's own code, like a finished payment, is not a dismissal. */
    close() {
      this.teardown();
    }

    dismiss() {
      if (!this.view || this.view.busy) return;
      this.teardown();
      const { modal } = this.options;
      if (modal && typeof modal.ondismiss === 'function') safely(modal.ondismiss);
    }

    teardown() {
      const view = this.view;
      if (!view) return;
      this.view = null;
      document.removeEventListener('keydown', view.onKeydown, true);
      document.removeEventListener('focusin', view.onFocusin, true);
      view.backdrop.remove();
      document.body.style.overflow = view.bodyOverflow;
      const back = view.returnFocus;
      if (back && typeof back.focus === 'function' && document.contains(back)) back.focus();
    }

    emit(event, payload) {
      (this.listeners[event] || []).slice().forEach((callback) => safely(callback, payload));
    }
  }
  Razorpay.simulated = true;

  function buildView(rzp) {
    const { options } = rzp;
    const modal = options.modal || {};
    const prefill = options.prefill || {};
    const rgb = parseHex(options.theme && options.theme.color) || parseHex(DEFAULT_COLOR);
    const color = `rgb(${rgb.join(',')})`;
    const tint = `rgba(${rgb.join(',')},0.08)`;
    const onColor = textOn(rgb);
    const amountText = formatAmount(options.amount, options.currency);
    const payLabel = amountText ? `Pay ${amountText}` : 'Pay';
    const id = `${PREFIX}-${++instances}`;

    const backdrop = el('div', 'backdrop', {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483000',
      background: 'rgba(15, 23, 42, 0.6)',
      display: 'flex',
      padding: '12px',
      boxSizing: 'border-box',
      overflowY: 'auto',
      fontFamily: FONT,
    });

    const dialog = el('div', 'dialog', {
      background: '#ffffff',
      color: '#111827',
      width: '100%',
      maxWidth: '420px',
      margin: 'auto',
      borderRadius: '12px',
      boxShadow: '0 20px 50px rgba(0, 0, 0, 0.35)',
      overflow: 'hidden',
      boxSizing: 'border-box',
      fontSize: '15px',
      lineHeight: '1.45',
      textAlign: 'left',
      outline: 'none',
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', `${id}-title`);
    dialog.setAttribute('aria-describedby', `${id}-notice`);
    dialog.tabIndex = -1;

    const header = el('div', 'header', {
      background: color,
      color: onColor,
      padding: '16px 56px 16px 20px',
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      gap: '12px',
    });
    if (options.image) {
      const logo = el('img', 'logo', {
        width: '40px',
        height: '40px',
        borderRadius: '8px',
        background: '#ffffff',
        objectFit: 'contain',
        flex: '0 0 auto',
      });
      logo.src = options.image;
      logo.alt = '';
      header.appendChild(logo);
    }
    const heading = el('div', null, { minWidth: '0' });
    const title = el(
      'h2',
      'title',
      { margin: '0', fontSize: '18px', fontWeight: '700', lineHeight: '1.3', overflowWrap: 'anywhere' },
      options.name || 'Payment',
    );
    title.id = `${id}-title`;
    heading.appendChild(title);
    if (options.description) {
      heading.appendChild(
        el(
          'p',
          'description',
          { margin: '2px 0 0', fontSize: '14px', opacity: '0.9', overflowWrap: 'anywhere' },
          options.description,
        ),
      );
    }
    header.appendChild(heading);
    const closeButton = el(
      'button',
      'close',
      {
        position: 'absolute',
        top: '8px',
        right: '8px',
        width: '44px',
        height: '44px',
        border: '0',
        borderRadius: '22px',
        background: 'transparent',
        color: onColor,
        fontSize: '28px',
        lineHeight: '1',
        cursor: 'pointer',
        fontFamily: FONT,
      },
      '×',
    );
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', 'Close');
    header.appendChild(closeButton);

    const body = el('div', 'body', { padding: '16px 20px 20px' });
    const notice = el(
      'p',
      'notice',
      {
        margin: '0 0 16px',
        padding: '10px 12px',
        borderRadius: '8px',
        background: '#fef3c7',
        color: '#78350f',
        fontSize: '14px',
      },
      'Simulated test payment: no real money is charged. It stands in for the payment provider while none is configured.',
    );
    notice.id = `${id}-notice`;
    body.appendChild(notice);

    if (amountText) {
      body.appendChild(el('div', 'amount-label', { fontSize: '13px', color: '#4b5563' }, 'Amount to pay'));
      body.appendChild(el('div', 'amount', { fontSize: '28px', fontWeight: '700', margin: '0 0 16px' }, amountText));
    }

    const fieldset = el('fieldset', 'methods', { border: '0', margin: '0 0 12px', padding: '0', minWidth: '0' });
    fieldset.appendChild(
      el('legend', null, { padding: '0', marginBottom: '8px', fontSize: '14px', fontWeight: '600' }, 'Pay with'),
    );
    const grid = el('div', null, { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '8px' });
    const preselected = METHODS.some((m) => m.value === prefill.method) ? prefill.method : METHODS[0].value;
    const radios = METHODS.map((method) => {
      const label = el('label', 'method', {
        display: 'flex',
        alignItems: 'center',
        gap: '8px',
        padding: '10px 12px',
        border: '1px solid #d1d5db',
        borderRadius: '8px',
        cursor: 'pointer',
        fontSize: '15px',
        minHeight: '44px',
        boxSizing: 'border-box',
      });
      const radio = el('input', null, { margin: '0', accentColor: color, width: '18px', height: '18px', flex: '0 0 auto' });
      radio.type = 'radio';
      radio.name = `${id}-method`;
      radio.value = method.value;
      radio.checked = method.value === preselected;
      label.appendChild(radio);
      label.appendChild(document.createTextNode(method.label));
      grid.appendChild(label);
      return radio;
    });
    fieldset.appendChild(grid);
    body.appendChild(fieldset);

    const message = el('div', 'message', { margin: '0 0 12px', fontSize: '14px', borderRadius: '8px' });
    message.setAttribute('role', 'alert');
    body.appendChild(message);

    const buttonStyle = {
      display: 'block',
      width: '100%',
      minHeight: '48px',
      padding: '12px 16px',
      borderRadius: '8px',
      fontSize: '16px',
      fontWeight: '600',
      fontFamily: FONT,
      cursor: 'pointer',
      boxSizing: 'border-box',
    };
    const payButton = el(
      'button',
      'pay',
      { ...buttonStyle, border: '0', background: color, color: onColor, marginBottom: '8px' },
      payLabel,
    );
    payButton.type = 'button';
    const failButton = el(
      'button',
      'fail',
      { ...buttonStyle, border: '1px solid #9ca3af', background: '#ffffff', color: '#374151' },
      'Simulate failure',
    );
    failButton.type = 'button';
    body.appendChild(payButton);
    body.appendChild(failButton);

    const payer = [prefill.name, prefill.email, prefill.contact].filter(Boolean).join(' · ');
    const footer = el('div', 'footer', { marginTop: '14px', fontSize: '12px', color: '#6b7280', overflowWrap: 'anywhere' });
    if (payer) footer.appendChild(el('div', null, null, `Paying as ${payer}`));
    if (options.order_id) footer.appendChild(el('div', null, null, `Order ${options.order_id}`));
    body.appendChild(footer);

    dialog.appendChild(header);
    dialog.appendChild(body);
    backdrop.appendChild(dialog);

    const view = {
      backdrop,
      busy: false,
      returnFocus: document.activeElement,
      bodyOverflow: document.body.style.overflow,
    };

    const refreshMethods = () => {
      for (const radio of radios) {
        Object.assign(radio.parentNode.style, {
          borderColor: radio.checked ? color : '#d1d5db',
          background: radio.checked ? tint : '#ffffff',
          boxShadow: radio.checked ? `inset 0 0 0 1px ${color}` : 'none',
        });
      }
    };

    const selectedMethod = () => (radios.find((radio) => radio.checked) || { value: preselected }).value;

    const showMessage = (text) => {
      message.textContent = text || '';
      Object.assign(
        message.style,
        text ? { padding: '10px 12px', background: '#fee2e2', color: '#991b1b' } : { padding: '0', background: 'transparent' },
      );
    };

    const setBusy = (busy, activeButton) => {
      view.busy = busy;
      dialog.setAttribute('aria-busy', String(busy));
      for (const control of [closeButton, payButton, failButton, ...radios]) {
        control.disabled = busy;
        control.style.cursor = busy ? 'progress' : 'pointer';
      }
      payButton.style.opacity = failButton.style.opacity = busy ? '0.7' : '1';
      payButton.textContent = busy && activeButton === payButton ? 'Processing…' : payLabel;
      failButton.textContent = busy && activeButton === failButton ? 'Processing…' : 'Simulate failure';
      // Disabled buttons drop focus to <body>; keep it inside the dialog meanwhile.
      if (busy) dialog.focus();
    };

    const settle = async (url, activeButton) => {
      if (view.busy) return;
      showMessage('');
      setBusy(true, activeButton);
      let result;
      try {
        result = await post(url, { order_id: options.order_id, method: selectedMethod() });
      } catch {
        result = {
          ok: false,
          status: 0,
          data: { message: 'Could not reach the payment simulator. Check your connection and try again.' },
        };
      }
      if (rzp.view !== view) return; // closed by the merchant meanwhile
      setBusy(false);
      const data = result.data || {};
      if (!result.ok) {
        showMessage(data.message || `The payment simulator answered with status ${result.status}. Please try again.`);
        activeButton.focus();
        return;
      }
      if (url === PAY_URL) {
        rzp.teardown();
        if (typeof options.handler === 'function') safely(options.handler, data);
        return;
      }
      const error = data.error || {};
      rzp.emit('payment.failed', { error });
      showMessage(
        `Payment failed: ${error.description || 'the payment could not be completed'}. You can try again or close this window.`,
      );
      activeButton.focus();
    };

    const focusable = () =>
      Array.from(dialog.querySelectorAll('button, input')).filter(
        (node) => !node.disabled && (node.type !== 'radio' || node.checked),
      );

    view.onKeydown = (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        if (modal.escape !== false) rzp.dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      const nodes = focusable();
      const active = document.activeElement;
      if (nodes.length === 0) {
        event.preventDefault();
        dialog.focus();
      } else if (event.shiftKey && (active === nodes[0] || active === dialog || !dialog.contains(active))) {
        event.preventDefault();
        nodes[nodes.length - 1].focus();
      } else if (!event.shiftKey && (active === nodes[nodes.length - 1] || !dialog.contains(active))) {
        event.preventDefault();
        nodes[0].focus();
      }
    };
    view.onFocusin = (event) => {
      if (!dialog.contains(event.target)) (focusable()[0] || dialog).focus();
    };

    closeButton.addEventListener('click', () => rzp.dismiss());
    payButton.addEventListener('click', () => settle(PAY_URL, payButton));
    failButton.addEventListener('click', () => settle(FAIL_URL, failButton));
    for (const radio of radios) radio.addEventListener('change', refreshMethods);
    // As Razorpay's: a click outside the form closes it only when modal.backdropclose is true.
    backdrop.addEventListener('click', (event) => {
      if (event.target === backdrop && modal.backdropclose === true) rzp.dismiss();
    });

    refreshMethods();
    document.addEventListener('keydown', view.onKeydown, true);
    document.addEventListener('focusin', view.onFocusin, true);
    document.body.style.overflow = 'hidden';
    document.body.appendChild(backdrop);
    radios.find((radio) => radio.checked).focus();
    return view;
  }

  window.Razorpay = Razorpay;
})();

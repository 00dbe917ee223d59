import { FormEvent, useId } from 'react';
import { PaymentMethod } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import { ADVANCE_CHOICE, type AdvanceOffer } from '../lib/advance';
import { usePaymentWords, type PaymentWords } from '../lib/page-words';
import { METHOD_CARDS, PaymentChoice, PaymentMethodId } from '../lib/payment-words';
import { MethodIcon } from './MethodIcon';

interface Props {
  selected: PaymentChoice;
  onSelect(method: PaymentChoice): void;
  onPay(method: PaymentChoice): void;
  busy: boolean;
  totalAmount: number;
  /** Pay at Hotel is hidden once the booking is confirmed that way. */
  methods?: PaymentMethodId[];
  /** Cards shown but not offered for this stay, with the reason the guest reads on the card. */
  unavailable?: Partial<Record<PaymentMethodId, string>>;
  /** Pay part now (ADVANCE_PERCENT): its card stands before Pay at Hotel. */
  advance?: AdvanceOffer;
}

type Card = { id: PaymentChoice; title: string; detail: string; recommended?: boolean };

/** "Pay 30% now, the rest at the hotel": its amounts on the card, paid in the same checkout. */
function advanceCard(offer: AdvanceOffer, { t, locale }: PaymentWords['payment']): Card {
  return {
    id: ADVANCE_CHOICE,
    title: t('advanceTitle', { percent: offer.percent }),
    detail: t('advanceDetail', { now: formatRupees(offer.now, locale), later: formatRupees(offer.later, locale) }),
  };
}

/** The method cards: a radio group (arrow keys move, Space selects) and one button that pays. */
export function MethodPicker({ selected, onSelect, onPay, busy, totalAmount, methods, unavailable = {}, advance }: Props) {
  const id = useId();
  const words = usePaymentWords().payment;
  const { t, locale } = words;
  const cards: Card[] = METHOD_CARDS.filter((card) => !methods || methods.includes(card.id)).map((card) => ({
    ...card,
    title: t('methodTitle', { method: card.id }),
    detail: t('methodDetail', { method: card.id }),
  }));
  if (advance) cards.splice(cards.findIndex((card) => card.id === PaymentMethod.Cod) >>> 0, 0, advanceCard(advance, words));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPay(selected);
  };
  const action = busy
    ? t('processing')
    : selected === PaymentMethod.Cod
      ? t('confirmBooking')
      : selected === ADVANCE_CHOICE && advance
        ? t('payAmountNow', { amount: formatRupees(advance.now, locale) })
        : t('payAmount', { amount: formatRupees(totalAmount, locale) });
  return (
    <form className="payment-methods" onSubmit={submit} aria-busy={busy}>
      <fieldset disabled={busy}>
        <legend>
          <h2>{t('chooseMethod')}</h2>
        </legend>
        <div className="method-cards">
          {cards.map((card) => {
            const checked = card.id === selected;
            const reason = card.id === ADVANCE_CHOICE ? undefined : unavailable[card.id];
            const modifier = reason ? ' method-card--unavailable' : checked ? ' method-card--selected' : '';
            return (
              <label key={card.id} className={`method-card${modifier}`}>
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={card.id}
                  checked={checked && !reason}
                  disabled={Boolean(reason)}
                  onChange={() => onSelect(card.id)}
                  aria-labelledby={`${id}-${card.id}-title`}
                  aria-describedby={`${id}-${card.id}-detail`}
                />
                <MethodIcon method={card.id} />
                <span className="method-card__text">
                  <span className="method-card__title" id={`${id}-${card.id}-title`}>
                    {card.title}
                  </span>
                  {card.recommended && (
                    <span className="method-card__badge" aria-hidden="true">
                      {t('recommended')}
                    </span>
                  )}
                  <span className="method-card__detail" id={`${id}-${card.id}-detail`}>
                    {card.recommended && <span className="visually-hidden">{t('recommendedSpoken')}</span>}
                    {reason ?? card.detail}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <button
        type="submit"
        className="btn btn--primary payment-methods__pay"
        disabled={busy || (selected !== ADVANCE_CHOICE && Boolean(unavailable[selected]))}
      >
        {action}
      </button>
      {selected !== PaymentMethod.Cod && <p className="payment-methods__note">{t('checkoutNote')}</p>}
    </form>
  );
}

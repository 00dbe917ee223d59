import { formatDate } from '../../../lib/format';
import type { EventPage } from '../api/use-event-checkout';
import { rupeesOf } from '../lib/terms-words';

type Step = EventPage['plan']['steps'][number];

function stepState(step: Step, next: Step | undefined): { word: string; tone: string } {
  if (step.paid) return { word: 'Paid', tone: 'paid' };
  if (step.overdue) return { word: 'Overdue', tone: 'overdue' };
  if (step === next) return { word: 'Due now', tone: 'due' };
  return { word: 'Later', tone: 'later' };
}

/** The payments of the plan: each step, its amount and date, and whether it is paid. */
export function EventPlanList({ plan, documents }: { plan: EventPage['plan']; documents: EventPage['documents'] }) {
  return (
    <section className="event-pay-card" aria-labelledby="event-plan-title">
      <h2 id="event-plan-title">Payment plan</h2>
      <ol className="event-plan">
        {plan.steps.map((step) => {
          const state = stepState(
            step,
            plan.steps.find((candidate) => !candidate.paid),
          );
          return (
            <li key={step.label} className={`event-plan__step event-plan__step--${state.tone}`}>
              <span className="event-plan__label">
                {step.label}
                <span className="event-plan__when">
                  {step.dueDate ? `by ${formatDate(step.dueDate)}` : 'to confirm the event'}
                </span>
              </span>
              <span className="event-plan__amount">{rupeesOf(step.amountPaise)}</span>
              <span className={`event-plan__state event-plan__state--${state.tone}`}>{state.word}</span>
            </li>
          );
        })}
      </ol>
      <dl className="event-pay-facts event-plan__totals">
        <div>
          <dt>Paid so far</dt>
          <dd>{rupeesOf(plan.paidPaise)}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd>{rupeesOf(plan.balancePaise)}</dd>
        </div>
      </dl>
      {documents.length > 0 && (
        <p className="event-plan__documents">
          Receipts: {documents.map((doc) => `${doc.number} (${rupeesOf(doc.totalPaise)})`).join(', ')}. We have mailed each one to
          you.
        </p>
      )}
    </section>
  );
}

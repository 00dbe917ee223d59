import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { AdminFunctionSheetDocument, type AdminFunctionSheetQuery } from '../../../graphql/generated';
import { adminToken } from '../../../lib/admin-session';
import { formatDate, formatRupees } from '../../../lib/format';
import { refusalMessage } from '../../../lib/graphql-errors';
import { saveBlob } from '../../../lib/save-file';
import { usePageTitle } from '../../../lib/use-page-title';
import '../function-sheet.css';

type Sheet = NonNullable<AdminFunctionSheetQuery['functionSheet']>;

/** An email that may break after its @ (a narrow column never splits the domain mid-word). */
function breakableEmail(email: string): ReactNode {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

function Facts({ rows, money = false }: { rows: [string, ReactNode][]; money?: boolean }) {
  return (
    <dl className={`fsheet__facts${money ? ' fsheet__facts--money' : ''}`}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Note({ title, text, children }: { title: string; text: string | null; children?: ReactNode }) {
  return (
    <section className="fsheet__section">
      <h2>{title}</h2>
      <p>{text ?? '—'}</p>
      {children}
    </section>
  );
}

function FunctionSheetView({ sheet }: { sheet: Sheet }) {
  return (
    <article className="fsheet" aria-label={`Function sheet of event ${sheet.reference}`}>
      <header className="fsheet__top">
        <div>
          <p className="fsheet__kicker">Function sheet</p>
          <h1 className="fsheet__title">
            {sheet.dateText} · {sheet.hallName} · {sheet.sessionName} {sheet.timingText}
          </h1>
          <p className="fsheet__occasion">{sheet.occasion}</p>
        </div>
        <p className="fsheet__ref">
          Event <strong>{sheet.reference}</strong>
          <br />
          Status: {sheet.statusText}
        </p>
      </header>
      <div className="fsheet__columns">
        <section className="fsheet__section">
          <h2>Event</h2>
          <Facts
            rows={[
              ['Date', sheet.dateText],
              ['Hall', sheet.hallName],
              ['Session', `${sheet.sessionName}, ${sheet.timingText}`],
              ['Occasion', sheet.occasion],
              ['Host', sheet.hostName],
              ['Phone', sheet.hostPhone],
              ['Email', breakableEmail(sheet.hostEmail)],
            ]}
          />
        </section>
        <section className="fsheet__section">
          <h2>Covers</h2>
          <Facts
            rows={[
              ['Guaranteed', sheet.guaranteedPlates === null ? 'not yet given' : String(sheet.guaranteedPlates)],
              ['Expected', String(sheet.expectedGuests)],
              ['Count freezes on', formatDate(sheet.guaranteeCutoffDate)],
            ]}
          />
        </section>
      </div>
      <section className="fsheet__section">
        <h2>Menu</h2>
        {sheet.menu ? (
          <>
            <p className="fsheet__menu-name">
              {sheet.menu.name} ({sheet.menu.dietText})
            </p>
            <ul className="fsheet__dishes">
              {sheet.menu.dishes.map((dish) => (
                <li key={dish}>{dish}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>No package chosen yet.</p>
        )}
      </section>
      <Note title="Dietary notes" text={sheet.dietaryNotes} />
      <Note title="Setup" text={sheet.setupNotes} />
      <Note title="Decoration" text={sheet.decorationNotes} />
      <Note title="Sound" text={sheet.soundNotes}>
        <p className="fsheet__rule">{sheet.soundRule}</p>
      </Note>
      {sheet.customerNotes && <Note title="The customer’s notes" text={sheet.customerNotes} />}
      <section className="fsheet__section">
        <h2>Payments</h2>
        <table className="fsheet__table">
          <thead>
            <tr>
              <th scope="col">Payment</th>
              <th scope="col">Due</th>
              <th scope="col" className="fsheet__num">
                Amount
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {sheet.payments.map((step) => (
              <tr key={step.label}>
                <th scope="row">{step.label}</th>
                <td>{step.dueDate ? formatDate(step.dueDate) : 'To confirm'}</td>
                <td className="fsheet__num">{formatRupees(step.amount)}</td>
                <td>{step.paid ? 'Paid' : step.overdue ? 'Overdue' : 'Due'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Facts
          money
          rows={[
            ['Total (GST included)', formatRupees(sheet.total)],
            ['Payments received', formatRupees(sheet.received)],
            ['Balance due', formatRupees(sheet.balance)],
          ]}
        />
      </section>
      <footer className="fsheet__footer">Prepared {formatDate(sheet.preparedOn)}</footer>
    </article>
  );
}

/** /admin/events/:id/sheet: the function sheet for the kitchen and staff, printable on A4. */
export default function FunctionSheetPage() {
  const { id = '' } = useParams();
  const result = useQuery(AdminFunctionSheetDocument, { variables: { eventId: id }, fetchPolicy: 'cache-and-network' });
  const sheet = result.data?.functionSheet;
  usePageTitle(sheet ? `Function sheet ${sheet.reference}` : 'Function sheet', 'admin');

  const downloadPdf = async () => {
    const token = adminToken();
    const response = await fetch(`/api/admin/events/${encodeURIComponent(id)}/function-sheet.pdf`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (response.ok) saveBlob(await response.blob(), `function-sheet-${sheet?.reference ?? id}.pdf`);
  };

  return (
    <div className="fsheet-page">
      <div className="fsheet-page__tools">
        <Link to="/admin/events">← Events</Link>
        {sheet && (
          <div className="fsheet-page__buttons">
            <Button variant="secondary" onClick={() => void downloadPdf()}>
              Download PDF
            </Button>
            <Button onClick={() => window.print()}>Print</Button>
          </div>
        )}
      </div>
      {result.loading && !result.data && <Spinner label="Loading the function sheet…" />}
      {result.error && !result.data && (
        <Alert tone="danger" title="Failed to load the function sheet">
          {refusalMessage(result.error) ?? 'Please check your connection and try again.'}
        </Alert>
      )}
      {result.data && !sheet && <Alert tone="warning">We could not find that event.</Alert>}
      {sheet && <FunctionSheetView sheet={sheet} />}
    </div>
  );
}

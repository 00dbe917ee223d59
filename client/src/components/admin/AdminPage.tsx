import { ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/use-page-title';
import './admin-kit.css';

interface HeaderProps {
  title: string;
  /** The browser tab's title when it should say more than the heading (an event's date). */
  tabTitle?: string;
  lead?: ReactNode;
  /** Buttons and links beside the heading on wide screens, under it on a phone. */
  actions?: ReactNode;
}

/** The screen's heading (and tab title), with its lead under it and its actions beside it. */
export function PageHeader({ title, tabTitle, lead, actions, id }: HeaderProps & { id?: string }) {
  usePageTitle(tabTitle ?? title, 'admin');
  return (
    <div className="admin-page-header">
      <div>
        <h1 className="admin-page-header__title" id={id}>
          {title}
        </h1>
        {lead && <p className="admin-page-header__lead">{lead}</p>}
      </div>
      {actions && <div className="admin-page-header__actions">{actions}</div>}
    </div>
  );
}

/** "← All rooms": the way back to the list a screen belongs to. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="admin-back">
      <Link to={to}>
        <span aria-hidden="true">{'←\u00a0'}</span>
        {children}
      </Link>
    </p>
  );
}

/**
 * One admin screen: its way back (if any), its heading, then its content, as one region named by
 * the heading. Every admin screen is built on it, so they all read and stack alike.
 */
export function AdminPage({
  back,
  className,
  children,
  ...header
}: HeaderProps & { back?: { to: string; label: string }; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={['admin-page', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      {back && <BackLink to={back.to}>{back.label}</BackLink>}
      <PageHeader id={headingId} {...header} />
      {children}
    </section>
  );
}

/**
 * A block of a screen (a form, a list, the facts of one thing) on its card; with a title, a region
 * named by it, with actions beside the title.
 */
export function Panel({
  title,
  actions,
  className,
  children,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const classes = ['admin-panel', className].filter(Boolean).join(' ');
  if (title === undefined) return <div className={classes}>{children}</div>;
  return (
    <section className={classes} aria-labelledby={headingId}>
      <div className="admin-panel__head">
        <h2 className="admin-panel__title" id={headingId}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

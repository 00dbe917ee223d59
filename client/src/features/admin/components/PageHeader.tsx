import { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';

/** The screen's heading (and tab title), with its actions beside it on wide screens. */
export function PageHeader({ title, children, lead }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  usePageTitle(title, 'admin');
  return (
    <div className="admin-page-header">
      <div>
        <h1 className="admin-page-header__title">{title}</h1>
        {lead && <p className="admin-page-header__lead">{lead}</p>}
      </div>
      {children && <div className="admin-page-header__actions">{children}</div>}
    </div>
  );
}

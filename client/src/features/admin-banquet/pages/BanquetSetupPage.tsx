import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { type BanquetSetup, useBanquetSetup } from '../api/use-banquet-setup';
import { HallForm, HallPhotos } from '../components/HallSection';
import { MenuSection } from '../components/MenuSection';
import { SessionsSection } from '../components/SessionsSection';
import { TermsForm } from '../components/TermsForm';
import '../admin-banquet.css';

function Sections({ setup }: { setup: BanquetSetup }) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(setup.halls.length === 0);
  const hall = adding ? null : (setup.halls.find((h) => h.id === chosenId) ?? setup.halls[0] ?? null);

  return (
    <>
      <section className="admin-panel banquet-section" aria-labelledby="banquet-hall-title">
        <div className="banquet-section__head">
          <h2 id="banquet-hall-title" className="admin-panel__title">
            {hall ? 'Hall' : 'Add a hall'}
          </h2>
          <div className="banquet-section__tools">
            {setup.halls.length > 1 && !adding && (
              <label className="banquet-hall-picker">
                <span className="visually-hidden">Hall to edit</span>
                <select value={hall?.id} onChange={(event) => setChosenId(event.target.value)}>
                  {setup.halls.map((h) => (
                    <option key={h.id} value={h.id}>
                      {h.name}
                      {h.isActive ? '' : ' (hidden)'}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {setup.halls.length > 0 && (
              <Button variant="secondary" className="btn--small" onClick={() => setAdding(!adding)}>
                {adding ? 'Back to the hall' : 'Add another hall'}
              </Button>
            )}
          </div>
        </div>
        <HallForm key={hall?.id ?? 'new'} hall={hall} onSaved={() => setAdding(false)} />
        {hall && <HallPhotos hall={hall} />}
      </section>
      {hall && (
        <section className="admin-panel banquet-section" aria-labelledby="banquet-sessions-title">
          <h2 id="banquet-sessions-title" className="admin-panel__title">
            Sessions of {hall.name}
          </h2>
          <SessionsSection key={hall.id} hall={hall} />
        </section>
      )}
      <section className="admin-panel banquet-section" aria-labelledby="banquet-menus-title">
        <h2 id="banquet-menus-title" className="admin-panel__title">
          Menu packages
        </h2>
        <MenuSection menus={setup.menuPackages} />
      </section>
      <section className="admin-panel banquet-section" aria-labelledby="banquet-terms-title">
        <h2 id="banquet-terms-title" className="admin-panel__title">
          Terms
        </h2>
        <TermsForm terms={setup.terms} />
      </section>
    </>
  );
}

/** /admin/banquet: the owner's hall, its sessions, the menus and the terms customers accept. */
export default function BanquetSetupPage() {
  usePageTitle('Banquet hall', 'admin');
  const setup = useBanquetSetup();
  return (
    <div className="banquet-setup">
      <div className="admin-page-header">
        <div>
          <h1 className="admin-page-header__title">Banquet hall</h1>
          <p className="admin-page-header__lead">
            The hall, its sessions, the menus and the terms customers see before paying. Events already sold keep the prices and
            terms they were sold with.
          </p>
        </div>
      </div>
      {setup.status === 'loading' && <Spinner label="Loading the banquet hall…" />}
      {setup.status === 'error' && (
        <Alert tone="danger" title="Failed to load the banquet hall">
          {setup.refusal ?? 'Please check your connection and try again.'}
        </Alert>
      )}
      {setup.status === 'ready' && <Sections setup={setup.data} />}
    </div>
  );
}

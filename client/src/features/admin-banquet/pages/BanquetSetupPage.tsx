import { useState } from 'react';
import { AdminPage, Panel } from '../../../components/admin/AdminPage';
import { LoadState } from '../../../components/admin/LoadState';
import { Button } from '../../../components/ui/Button';
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

  const hallTools = (
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
  );

  return (
    <>
      <Panel title={hall ? 'Hall' : 'Add a hall'} actions={hallTools} className="banquet-section">
        <HallForm key={hall?.id ?? 'new'} hall={hall} onSaved={() => setAdding(false)} />
        {hall && <HallPhotos hall={hall} />}
      </Panel>
      {hall && (
        <Panel title={`Sessions of ${hall.name}`} className="banquet-section">
          <SessionsSection key={hall.id} hall={hall} />
        </Panel>
      )}
      <Panel title="Menu packages" className="banquet-section">
        <MenuSection menus={setup.menuPackages} />
      </Panel>
      <Panel title="Terms" className="banquet-section">
        <TermsForm terms={setup.terms} gstRatesBp={setup.gstRatesBp} />
      </Panel>
    </>
  );
}

/** /admin/banquet: the owner's hall, its sessions, the menus and the terms customers accept. */
export default function BanquetSetupPage() {
  const setup = useBanquetSetup();
  return (
    <AdminPage
      className="banquet-setup"
      title="Banquet hall"
      lead="The hall, its sessions, the menus and the terms customers see before paying. Events already sold keep the prices and terms they were sold with."
    >
      <LoadState state={setup} loading="Loading the banquet hall…" failure="Failed to load the banquet hall">
        {(data) => <Sections setup={data} />}
      </LoadState>
    </AdminPage>
  );
}

import { StatusBadge } from '../../../components/admin/StatusBadge';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { MenuDiet } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import { type SetupMenu, useSaveMenuPackage } from '../api/use-banquet-setup';
import { ActiveToggle, SaveResult, TextField } from './form-bits';
import { useRecordEditor } from './use-record-editor';

interface MenuValues {
  name: string;
  diet: MenuDiet;
  pricePerPlate: string;
  minPlates: string;
  dishes: string;
  isActive: boolean;
}

const BLANK: MenuValues = { name: '', diet: MenuDiet.Veg, pricePerPlate: '', minPlates: '100', dishes: '', isActive: true };
const DIET_WORDS: Record<MenuDiet, string> = { [MenuDiet.Veg]: 'Veg', [MenuDiet.NonVeg]: 'Non-veg' };

const valuesOf = (menu: SetupMenu): MenuValues => ({
  name: menu.name,
  diet: menu.diet,
  pricePerPlate: String(menu.pricePerPlate),
  minPlates: String(menu.minPlates),
  dishes: menu.dishes.join('\n'),
  isActive: menu.isActive,
});

/** The per-plate menus as cards, and a form to add one or change one (dishes one a line). */
export function MenuSection({ menus }: { menus: readonly SetupMenu[] }) {
  const save = useSaveMenuPackage();
  const { editing, values, problems, saved, busy, set, edit, submitWith } = useRecordEditor(BLANK, valuesOf);
  const price = Number(values.pricePerPlate);
  const submit = submitWith(
    () =>
      save({
        input: {
          id: editing?.id,
          name: values.name,
          diet: values.diet,
          pricePerPlate: values.pricePerPlate.trim() !== '' && Number.isFinite(price) ? price : 0,
          minPlates: Number(values.minPlates) || 0,
          dishes: values.dishes.split('\n'),
          isActive: values.isActive,
        },
      }),
    () => values.name.trim(),
    // One message for the dishes box, whichever dish it is about.
    (problems) => ({ ...problems, dishes: Object.entries(problems).find(([field]) => field.startsWith('dishes'))?.[1] ?? '' }),
  );

  return (
    <>
      {menus.length === 0 ? (
        <p className="admin-muted">No menu packages yet.</p>
      ) : (
        <ul className="banquet-menus">
          {menus.map((menu) => (
            <li key={menu.id} className={`banquet-menu${menu.isActive ? '' : ' banquet-menu--hidden'}`}>
              <div className="banquet-menu__head">
                <h3 className="banquet-menu__name">{menu.name}</h3>
                <StatusBadge tone={menu.diet === MenuDiet.Veg ? 'success' : 'danger'}>{DIET_WORDS[menu.diet]}</StatusBadge>
              </div>
              <p className="banquet-menu__price">
                {formatRupees(menu.pricePerPlate)} a plate · at least {menu.minPlates} plates
                {menu.isActive ? '' : ' · hidden'}
              </p>
              <p className="banquet-menu__dishes">{menu.dishes.join(' · ') || 'No dishes listed'}</p>
              <Button variant="ghost" className="btn--small" onClick={() => edit(menu)}>
                Edit {menu.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="banquet-form" noValidate onSubmit={submit} aria-busy={busy}>
        <h3 className="banquet-subtitle">{editing ? `Change ${editing.name}` : 'Add a menu package'}</h3>
        <SaveResult saved={saved} problems={problems} />
        <div className="banquet-form__grid">
          <TextField label="Name" value={values.name} onChange={(name) => set({ name })} error={problems.name} maxLength={80} />
          <Field label="Veg or non-veg" error={problems.diet}>
            {(props) => (
              <select {...props} value={values.diet} onChange={(event) => set({ diet: event.target.value as MenuDiet })}>
                <option value={MenuDiet.Veg}>Veg</option>
                <option value={MenuDiet.NonVeg}>Non-veg</option>
              </select>
            )}
          </Field>
          <TextField
            label="Price per plate (₹, before GST)"
            inputMode="decimal"
            value={values.pricePerPlate}
            onChange={(pricePerPlate) => set({ pricePerPlate })}
            error={problems.pricePerPlate}
          />
          <TextField
            label="Fewest plates billed"
            inputMode="numeric"
            value={values.minPlates}
            onChange={(minPlates) => set({ minPlates })}
            error={problems.minPlates}
          />
          <div className="banquet-form__wide">
            <Field label="Dishes" hint="One a line; up to 60 dishes of up to 80 characters." error={problems.dishes || undefined}>
              {(props) => (
                <textarea {...props} rows={6} value={values.dishes} onChange={(event) => set({ dishes: event.target.value })} />
              )}
            </Field>
          </div>
        </div>
        <ActiveToggle checked={values.isActive} onChange={(isActive) => set({ isActive })}>
          Offer this package to customers
        </ActiveToggle>
        <div className="banquet-form__actions">
          <button type="submit" className="btn btn--primary" aria-disabled={busy}>
            {busy ? 'Saving…' : editing ? 'Save package' : 'Add package'}
          </button>
          {editing && (
            <Button variant="ghost" onClick={() => edit(null)}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </>
  );
}

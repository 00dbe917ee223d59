import { MenuDiet, type BanquetMenusAndTermsQuery } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';

export type MenuView = BanquetMenusAndTermsQuery['menuPackages'][number];

/** Veg menus first (most families ask for one), cheapest first within each. */
function vegFirst(menus: MenuView[]): MenuView[] {
  const rank = (menu: MenuView) => (menu.diet === MenuDiet.Veg ? 0 : 1);
  return [...menus].sort((a, b) => rank(a) - rank(b) || a.pricePerPlate - b.pricePerPlate);
}

/** The menus: veg or non-veg (marked with the usual square and dot, and in words), price per plate, minimum, dishes. */
export function MenuPackages({ menus }: { menus: MenuView[] }) {
  return (
    <section className="banquet-section" aria-labelledby="banquet-menus-title">
      <h2 id="banquet-menus-title">Menus, per plate</h2>
      <ul className="banquet-menus">
        {vegFirst(menus).map((menu) => {
          const veg = menu.diet === MenuDiet.Veg;
          return (
            <li key={menu.id} className="banquet-menu card">
              <h3>
                <span className={`diet-mark diet-mark--${veg ? 'veg' : 'non-veg'}`} aria-hidden="true" />
                {menu.name}
              </h3>
              <p className="banquet-menu__diet">{veg ? 'Vegetarian' : 'Non-vegetarian'}</p>
              <p className="banquet-menu__price">
                {formatRupees(menu.pricePerPlate)} <span>a plate + GST</span>
              </p>
              <p className="banquet-menu__min">At least {menu.minPlates} plates</p>
              <ul className="banquet-menu__dishes">
                {menu.dishes.map((dish) => (
                  <li key={dish}>{dish}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { MenuDiet, type BanquetMenusAndTermsQuery } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';

export type MenuView = BanquetMenusAndTermsQuery['menuPackages'][number];

/** The menus: veg or non-veg (marked with the usual square and dot, and in words), price per plate, minimum, dishes. */
export function MenuPackages({ menus }: { menus: MenuView[] }) {
  return (
    <section className="banquet-section" aria-labelledby="banquet-menus-title">
      <h2 id="banquet-menus-title">Menus, per plate</h2>
      <ul className="banquet-menus">
        {menus.map((menu) => {
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

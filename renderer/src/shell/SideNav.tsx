import type { AreaId } from '../routing/areas';
import { NAV_GROUPS, type NavContext } from './nav-items';

export function SideNav({ active, ctx }: { active: AreaId | null; ctx: NavContext }) {
  return (
    <nav className="side-nav" aria-label="Areas">
      {NAV_GROUPS.map((group) => (
        <div key={group.title} className="side-nav__group">
          <div className="side-nav__title">{group.title}</div>
          <ul>
            {group.items.map((item) => (
              <li key={item.area}>
                <a
                  href={item.href(ctx)}
                  className={`side-nav__link${active === item.area ? ' is-active' : ''}`}
                  aria-current={active === item.area ? 'page' : undefined}
                  data-testid={`nav-${item.area}`}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

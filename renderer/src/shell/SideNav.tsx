import { parseHash } from '@shared/routing/routes';
import type { AreaId } from '../routing/areas';
import { prefetchView } from '../views/view-chunks';
import { NAV_GROUPS, type NavContext } from './nav-items';

/** Hovering or focusing an entry starts loading its view's code, so the click rarely waits for it. */
const prefetch = (href: string) => () => prefetchView(parseHash(href));

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
                  onMouseEnter={prefetch(item.href(ctx))}
                  onFocus={prefetch(item.href(ctx))}
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

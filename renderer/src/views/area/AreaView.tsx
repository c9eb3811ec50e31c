import { PageHeader } from '@renderer/components/PageHeader';
import { ProfileEndpoints } from '@renderer/components/ProfileEndpoints';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { AREA_INFO } from '@renderer/routing/area-info';
import { routeArea } from '@renderer/routing/areas';
import { useSelectedChainId } from '@renderer/stores/prefs';
import { routeIssues } from '@shared/routing/route-issues';
import { buildHash, type KnownRoute, routeParamNames, routeTo } from '@shared/routing/routes';

/**
 * For an area whose view is not in this build: exactly how the link was understood (each parameter,
 * checked), where its data will come from, and the views that do work.
 */
export function AreaView({ route }: { route: KnownRoute }) {
  const profile = useActiveProfile();
  const chainId = useSelectedChainId(profile);
  const area = routeArea(route);
  const info = area ? AREA_INFO[area] : null;
  const values = route as unknown as Record<string, string>;
  const names = routeParamNames(route.name);
  const issues = routeIssues(route);

  return (
    <div className="view" data-testid="area-view" data-route={route.name}>
      <PageHeader eyebrow="Route" title={info?.title ?? route.name}>
        {info?.summary}
      </PageHeader>

      <section className="card" data-testid="route-panel">
        <h2 className="card__title">
          Link understood as <code className="mono">{buildHash(route)}</code>
        </h2>
        {names.length === 0 ? (
          <p className="muted">This link takes no parameters.</p>
        ) : (
          <dl className="kv">
            {names.map((name) => {
              const issue = issues.find((i) => i.param === name);
              return (
                <div key={name} className="kv__row">
                  <dt>{name}</dt>
                  <dd>
                    <code className="mono">{values[name]}</code>
                    {issue ? (
                      <span className="field-error" data-testid="route-issue">
                        {issue.message}
                      </span>
                    ) : (
                      <span className="ok-mark">valid</span>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
        <p className="muted">
          The {info?.title ?? route.name} view is not part of this build. This link is already final and will open that
          view unchanged.
        </p>
      </section>

      <div className="grid grid--2">
        {info && (
          <section className="card">
            <h2 className="card__title">Data it reads</h2>
            <ul className="link-list mono">
              {info.sources.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
            <ProfileEndpoints profile={profile} />
          </section>
        )}
        <section className="card">
          <h2 className="card__title">Working now</h2>
          <ul className="link-list">
            <li>
              <a href={routeTo('addressLookup', {})}>Address balances on chain {chainId}</a>
            </li>
            <li>
              <a href={routeTo('settings', {})}>Settings: profiles, API keys, theme, currency</a>
            </li>
            <li>
              <a href={routeTo('home', {})}>Home: search examples and every deep link</a>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}

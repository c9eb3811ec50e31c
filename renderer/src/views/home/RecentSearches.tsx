import { usePrefs } from '@renderer/stores/prefs';

export function RecentSearches() {
  const recent = usePrefs((s) => s.recentSearches);
  const clear = usePrefs((s) => s.clearRecentSearches);
  if (recent.length === 0) return null;
  return (
    <section className="card" data-testid="recent-searches">
      <h2 className="card__title">
        Recent searches
        <button type="button" className="button button--quiet" onClick={clear}>
          Clear
        </button>
      </h2>
      <ul className="link-list">
        {recent.map((hash) => (
          <li key={hash}>
            <a className="mono" href={hash}>
              {hash}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { CURRENCY_OPTIONS, isCurrency } from '@renderer/format/currencies';
import { THEMES, usePrefs } from '@renderer/stores/prefs';

const THEME_LABELS = { system: 'Follow the system', light: 'Light', dark: 'Dark' } as const;

export function AppearanceSettings() {
  const theme = usePrefs((s) => s.theme);
  const setTheme = usePrefs((s) => s.setTheme);
  const currency = usePrefs((s) => s.currency);
  const setCurrency = usePrefs((s) => s.setCurrency);

  return (
    <section className="card form">
      <h3 className="card__title">Appearance and values</h3>
      <fieldset className="form__row">
        <legend>Theme</legend>
        <div className="segmented">
          {THEMES.map((t) => (
            <label key={t} className={`segmented__option${theme === t ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name="theme"
                value={t}
                checked={theme === t}
                onChange={() => setTheme(t)}
                data-testid={`settings-theme-${t}`}
              />
              {THEME_LABELS[t]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form__row">
        <label htmlFor="settings-currency">Currency for values and prices</label>
        <select
          id="settings-currency"
          className="select"
          value={currency}
          onChange={(e) => isCurrency(e.target.value) && setCurrency(e.target.value)}
          data-testid="settings-currency"
        >
          {CURRENCY_OPTIONS.map((o) => (
            <option key={o.code} value={o.code}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}

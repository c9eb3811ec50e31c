import { THEMES, usePrefs } from '../stores/prefs';

const LABELS = { system: 'System', light: 'Light', dark: 'Dark' } as const;

/** Cycles system → light → dark; the label says the current choice. */
export function ThemeToggle() {
  const theme = usePrefs((s) => s.theme);
  const setTheme = usePrefs((s) => s.setTheme);
  const next = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? 'system';
  return (
    <button
      type="button"
      className="top-bar__button"
      onClick={() => setTheme(next)}
      title={`Theme: ${LABELS[theme]} (click for ${LABELS[next]})`}
      aria-label={`Theme: ${LABELS[theme]}`}
      data-testid="theme-toggle"
      data-theme-pref={theme}
    >
      <span className={`theme-glyph theme-glyph--${theme}`} aria-hidden="true" />
      <span className="theme-label">{LABELS[theme]}</span>
    </button>
  );
}

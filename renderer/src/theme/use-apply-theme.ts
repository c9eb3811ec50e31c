import { useEffect } from 'react';
import { usePrefs } from '../stores/prefs';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Puts the resolved theme on `<html data-theme>`; "system" follows the OS setting live. */
export function useApplyTheme(): void {
  const theme = usePrefs((s) => s.theme);
  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const apply = () => {
      const resolved = theme === 'system' ? (media.matches ? 'dark' : 'light') : theme;
      document.documentElement.dataset.theme = resolved;
    };
    apply();
    if (theme !== 'system') return;
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [theme]);
}

export const MAIN_ID = 'main-content';

/**
 * The first thing Tab reaches: jumps past the top bar and the navigation to the view. A button, not a
 * `#main` link, because the hash is the app's route.
 */
export function SkipLink() {
  return (
    <button
      type="button"
      className="skip-link"
      onClick={() => {
        const main = document.getElementById(MAIN_ID);
        main?.focus();
        main?.scrollIntoView({ block: 'start' });
      }}
      data-testid="skip-link"
    >
      Skip to content
    </button>
  );
}

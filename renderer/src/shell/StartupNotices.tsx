import { useDismissNotice, useStartupNotices } from '../queries/notices';

/**
 * What the app had to do on its own at start-up (a settings file moved aside, a data folder that cannot
 * be written), above every view until dismissed. Nothing shows when there is nothing to say, or when the
 * backend cannot be reached (the profile gate explains that).
 */
export function StartupNotices() {
  const notices = useStartupNotices();
  const dismiss = useDismissNotice();
  const list = notices.data?.notices ?? [];
  if (list.length === 0) return null;
  return (
    <div className="startup-notices" data-testid="startup-notices">
      {list.map((notice) => (
        <section
          key={notice.id}
          className="notice notice--warn startup-notice"
          role="alert"
          aria-labelledby={`notice-${notice.id}-title`}
          data-testid={`startup-notice-${notice.id}`}
        >
          <div className="startup-notice__text">
            <strong id={`notice-${notice.id}-title`}>{notice.title}</strong>
            <span data-testid="startup-notice-message">{notice.message}</span>
            {notice.location && (
              <span className="startup-notice__location">
                Data folder: <code className="mono">{notice.location}</code>
              </span>
            )}
          </div>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => dismiss.mutate(notice.id)}
            disabled={dismiss.isPending}
            data-testid={`startup-notice-dismiss-${notice.id}`}
          >
            Dismiss
          </button>
        </section>
      ))}
    </div>
  );
}

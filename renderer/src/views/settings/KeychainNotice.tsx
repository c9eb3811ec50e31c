import { useKeychainInfo } from '@renderer/queries/profiles';

/**
 * Where API keys go on this machine. Without an OS keychain (on Linux: no Secret Service running) keys
 * can only be kept for the session, in memory; this says so before anyone types one.
 */
export function KeychainNotice() {
  const info = useKeychainInfo();
  if (!info.data) return null;
  if (info.data.available) {
    return (
      <p className="muted" data-testid="keychain-available">
        API keys are stored in {info.data.store}.
      </p>
    );
  }
  return (
    <section className="notice notice--warn keychain-notice" role="status" data-testid="keychain-unavailable">
      <strong>No OS keychain on this machine</strong>
      <span>
        API keys cannot be stored. A key can still be used for this session only: it is kept in memory, never written to
        disk, and gone when Snowscope quits.
      </span>
      <span className="muted">
        On Linux, Snowscope stores keys through the Secret Service (GNOME Keyring or KWallet); start one and reopen
        Settings to store keys there.
      </span>
      <span className="muted keychain-notice__detail" data-testid="keychain-unavailable-reason">
        The keychain said: {info.data.reason}
      </span>
    </section>
  );
}

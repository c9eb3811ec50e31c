import type { StartupNotice } from '@shared/contract/notices';

/** Start-up notices kept for the renderer until the user dismisses them (memory only, per run). */
export class NoticeBoard {
  private notices: StartupNotice[] = [];

  add(notice: StartupNotice): void {
    this.notices = [...this.notices.filter((n) => n.id !== notice.id), notice];
  }

  list(): StartupNotice[] {
    return [...this.notices];
  }

  dismiss(id: string): StartupNotice[] {
    this.notices = this.notices.filter((n) => n.id !== id);
    return this.list();
  }
}

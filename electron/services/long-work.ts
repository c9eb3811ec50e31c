import type { LongWorkFinished, LongWorkNotice } from '@shared/contract/long-work';

/** Shows the end of long work to the user outside the window (Electron: a native notification). */
export interface DesktopNotifier {
  notify(work: LongWorkFinished): LongWorkNotice['status'];
}

/**
 * Where every kind of long work reports its end: export jobs (in main) and long metrics fetches (from
 * the page, through `app.work.finished`). Without a notifier (browser mode) the end is only shown in the
 * page itself.
 */
export class LongWorkService {
  constructor(private readonly notifier: DesktopNotifier | null) {}

  finished(work: LongWorkFinished): LongWorkNotice {
    return { status: this.notifier ? this.notifier.notify(work) : 'unsupported' };
  }
}

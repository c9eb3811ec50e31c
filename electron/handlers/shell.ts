import type { HandlerMap } from '@main/ipc/types';
import type { clipboardChannels } from '@shared/contract/clipboard';
import type { noticeChannels } from '@shared/contract/notices';

/** App-shell services: start-up notices and the clipboard (Electron's, in main). */
export const shellHandlers = {
  'app.notices.list': async (_p, { notices }) => ({ notices: notices.list() }),
  'app.notices.dismiss': async ({ id }, { notices }) => ({ notices: notices.dismiss(id) }),
  'app.clipboard.writeText': async ({ text }, { clipboard }) => {
    if (!clipboard) return { status: 'unsupported' as const };
    clipboard.writeText(text);
    return { status: 'written' as const };
  },
} satisfies HandlerMap<keyof typeof noticeChannels | keyof typeof clipboardChannels>;

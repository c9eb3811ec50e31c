import { z } from 'zod';
import { channel } from './define';

/**
 * Something the app had to do on its own at start-up that the user must hear about (settings that could
 * not be used and were moved aside, a data folder that cannot be written…). Shown until dismissed.
 */
export const StartupNotice = z.object({
  id: z.string(),
  level: z.enum(['warning', 'error']),
  title: z.string(),
  message: z.string(),
  /** Where the user can find what was kept (a file name in the data folder, home shortened to ~). */
  location: z.string().optional(),
});
export type StartupNotice = z.output<typeof StartupNotice>;

export const NoticeList = z.object({ notices: z.array(StartupNotice) });

export const noticeChannels = {
  'app.notices.list': channel({
    summary: 'Start-up notices the user has not dismissed yet',
    params: z.strictObject({}).optional(),
    result: NoticeList,
    cache: 'none',
  }),
  'app.notices.dismiss': channel({
    summary: 'Dismiss a start-up notice',
    params: z.strictObject({ id: z.string().min(1).max(100) }),
    result: NoticeList,
    cache: 'none',
  }),
} as const;

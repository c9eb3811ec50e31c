import { deepLinkOf } from '@shared/routing/deep-link';
import type { ContextMenuParams, MenuItemConstructorOptions } from 'electron';

export type ContextMenuTarget = Pick<
  ContextMenuParams,
  'x' | 'y' | 'isEditable' | 'editFlags' | 'selectionText' | 'linkURL'
>;

export interface ContextMenuOptions {
  /** Development builds offer Inspect. */
  dev: boolean;
  /** The page the window loads (links into it are app routes). */
  rendererUrl: string;
  copyText(text: string): void;
  inspect(x: number, y: number): void;
}

const withoutHash = (url: string) => url.split('#')[0] ?? url;

/** The hash route a link points at when it is a link into the app itself, else null. */
function appRouteOf(linkUrl: string, rendererUrl: string): string | null {
  const at = linkUrl.indexOf('#/');
  if (at === -1 || withoutHash(linkUrl) !== withoutHash(rendererUrl)) return null;
  return linkUrl.slice(at);
}

function linkItems(linkUrl: string, options: ContextMenuOptions): MenuItemConstructorOptions[] {
  const route = appRouteOf(linkUrl, options.rendererUrl);
  if (route) {
    const appLink = deepLinkOf(route);
    return [
      ...(appLink ? [{ label: 'Copy Link', click: () => options.copyText(appLink) }] : []),
      { label: 'Copy #/ Link', click: () => options.copyText(route) },
    ];
  }
  // Only web links: a javascript:, file: or data: link is nothing to hand to someone else.
  return /^https:\/\//i.test(linkUrl) ? [{ label: 'Copy Link', click: () => options.copyText(linkUrl) }] : [];
}

/**
 * The right-click menu for what is under the pointer, from Electron's roles: cut/copy/paste/select all in
 * editable fields, copy on selected text, copy link on links (an app link as `snowscope://` and `#/`),
 * Inspect in development only. Empty when there is nothing to offer (no menu is shown).
 */
export function contextMenuTemplate(
  target: ContextMenuTarget,
  options: ContextMenuOptions,
): MenuItemConstructorOptions[] {
  const groups: MenuItemConstructorOptions[][] = [];
  const { editFlags } = target;
  if (target.isEditable) {
    groups.push(
      [
        { role: 'cut', enabled: editFlags.canCut },
        { role: 'copy', enabled: editFlags.canCopy },
        { role: 'paste', enabled: editFlags.canPaste },
      ],
      [{ role: 'selectAll', enabled: editFlags.canSelectAll }],
    );
  } else if (target.selectionText.trim() !== '') {
    groups.push([{ role: 'copy', enabled: editFlags.canCopy }]);
  }
  if (target.linkURL) groups.push(linkItems(target.linkURL, options));
  if (options.dev) groups.push([{ label: 'Inspect Element', click: () => options.inspect(target.x, target.y) }]);
  const filled = groups.filter((g) => g.length > 0);
  return filled.flatMap((group, i) => (i === 0 ? group : [{ type: 'separator' as const }, ...group]));
}

import { parseDeepLink } from '@shared/routing/deep-link';

/** Where a link came from, for the log line. */
export type LinkSource = 'command line' | 'second instance' | 'open-url' | 'notification' | 'menu';

/** The most of a refused link the log repeats (it may be hostile and huge). */
const LOGGED_CHARS = 160;

/** A refused link as one safe log line: quoted, control characters escaped, cut short. */
export function describeRefusedLink(url: string, source: LinkSource, reason: string): string {
  const shown = url.length > LOGGED_CHARS ? `${url.slice(0, LOGGED_CHARS)}…` : url;
  return `[deep link] ignored from ${source}: ${JSON.stringify(shown)} (${reason})`;
}

/** `#/…` arguments (`snowscope '#/tx/43114/0x…'`) are accepted too, with the same route checks. */
function hashArgumentAsLink(arg: string): string {
  return `snowscope://${arg.replace(/^#\/?/, '')}`;
}

/** Whether a command-line argument is meant as a link (a URL with a scheme, or a `#/` route), not a flag or path. */
function looksLikeLink(arg: string): boolean {
  return arg.startsWith('#/') || /^[a-z][a-z0-9+.-]+:\/\//i.test(arg);
}

/**
 * Turns links from outside (command line, a second launch, macOS open-url, a notification click) into
 * hash routes of the one window. Every link is checked with the shared route table; a refused one is
 * logged and never navigated to. Until the window can take links, the last accepted one waits and is
 * used as the page to open.
 */
export class DeepLinkRouter {
  private pending: string | null = null;
  private deliver: ((hash: string) => void) | null = null;

  constructor(private readonly log: (line: string) => void) {}

  /** The hash `url` opens, or null (logged) when it is refused. */
  accept(url: string, source: LinkSource): string | null {
    const link = parseDeepLink(url.startsWith('#') ? hashArgumentAsLink(url) : url);
    if (link.ok) return link.hash;
    this.log(describeRefusedLink(url, source, link.reason));
    return null;
  }

  /** Opens `url` if it is acceptable: now when the window takes links, else when it does. */
  open(url: string, source: LinkSource): boolean {
    const hash = this.accept(url, source);
    if (hash === null) return false;
    if (this.deliver) this.deliver(hash);
    else this.pending = hash;
    return true;
  }

  /** The links among command-line arguments (Windows and Linux pass the URL as one); the last one wins. */
  openFromArgs(argv: readonly string[], source: LinkSource): boolean {
    let opened = false;
    for (const arg of argv.filter(looksLikeLink)) opened = this.open(arg, source) || opened;
    return opened;
  }

  /** The link that arrived before the window could take links (the page to open first), taken once. */
  takePending(): string | null {
    const waiting = this.pending;
    this.pending = null;
    return waiting;
  }

  /** From now on accepted links go straight to `deliver` (which shows them, making a window if needed). */
  attach(deliver: (hash: string) => void): void {
    this.deliver = deliver;
  }
}

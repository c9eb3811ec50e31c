import type { Page } from './fixtures';

/** Elements wider than the window that are not inside something that scrolls sideways. */
export async function unscrolledOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (el: Element | null): boolean => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (/(auto|scroll|hidden)/.test(style.overflowX) && e.scrollWidth > e.clientWidth) return true;
      }
      return false;
    };
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      if (getComputedStyle(el).position === 'fixed') continue;
      if (!scrolls(el.parentElement)) out.push(`${el.tagName.toLowerCase()}.${el.className}`);
    }
    return out.slice(0, 5);
  });
}

/** Tabs whose box lies (even partly) outside the window. */
export async function unreachableTabs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll('[role="tab"]'))
      .filter((t) => {
        const box = t.getBoundingClientRect();
        return box.left < 0 || box.right > width + 1;
      })
      .map((t) => t.textContent ?? '');
  });
}

/** What a table shows of itself: its headers in and out of sight, whether it scrolls, its cue and notes. */
export interface TableFit {
  label: string;
  /** Header texts fully inside the scroll area's visible box. */
  visibleHeaders: string[];
  /** Header texts lying (partly) beyond its right edge. */
  headersBeyond: string[];
  scrollsSideways: boolean;
  /** The frame's edge shade on the right and the "Scroll sideways" button are both showing. */
  cueShown: boolean;
  hiddenNote: string | null;
  /** Cells and headers whose text is cut with no title anywhere in them carrying the whole. */
  cutWithoutTitle: string[];
  /** Header cells whose text is cut at all. */
  cutHeaders: string[];
  /**
   * What reaches above or below its row (a wrapped button, a badge taller than the row): rows have a fixed
   * height, so such content overlaps the next row (or is cut off at the table's end).
   */
  pastTheirRow: string[];
}

export async function tableFits(page: Page): Promise<TableFit[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main .vtable__frame')).map((frame) => {
      const scroll = frame.querySelector<HTMLElement>('.vtable__scroll') as HTMLElement;
      const edge = scroll.getBoundingClientRect().right;
      const heads = Array.from(scroll.querySelectorAll<HTMLElement>('th'));
      const text = (el: Element) => (el.textContent ?? '').replace(/[↕▲▼]/g, '').trim();
      const cut = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1;
      const titled = (el: HTMLElement) => !!el.title || !!el.querySelector('[title]');
      const note = frame.parentElement?.querySelector('[data-testid="hidden-columns"]');
      const cue = frame.parentElement?.querySelector<HTMLElement>('[data-testid="scroll-cue"]');
      const cells = Array.from(scroll.querySelectorAll<HTMLElement>('td'));
      return {
        label: scroll.querySelector('table')?.getAttribute('aria-label') ?? '',
        visibleHeaders: heads.filter((th) => th.getBoundingClientRect().right <= edge + 1).map(text),
        headersBeyond: heads.filter((th) => th.getBoundingClientRect().right > edge + 1).map(text),
        scrollsSideways: scroll.scrollWidth > scroll.clientWidth + 1,
        cueShown: frame.hasAttribute('data-more-right') && !!cue && cue.getBoundingClientRect().width > 0,
        hiddenNote: note?.textContent ?? null,
        cutWithoutTitle: [...cells, ...heads]
          .filter((c) => cut(c) && !titled(c))
          .map((c) => text(c).slice(0, 60))
          .slice(0, 5),
        cutHeaders: heads.filter((th) => cut(th) && text(th) !== '').map(text),
        pastTheirRow: Array.from(scroll.querySelectorAll<HTMLElement>('tbody tr'))
          .flatMap((row) => {
            const box = row.getBoundingClientRect();
            return Array.from(row.querySelectorAll<HTMLElement>('*')).filter((el) => {
              const inner = el.getBoundingClientRect();
              if (inner.width === 0 || inner.height === 0) return false;
              return inner.top < box.top - 1 || inner.bottom > box.bottom + 1;
            });
          })
          .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${text(el).slice(0, 30)}"`)
          .slice(0, 5),
      };
    }),
  );
}

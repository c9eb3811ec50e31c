/** Geometry of the token gallery: as many columns of at least `minCard` px as fit, square images. */

export const CARD_MIN_WIDTH = 168;
export const CARD_GAP = 12;
/** Name, id, owner and URI lines under the image. */
export const CARD_INFO_HEIGHT = 76;

export interface GalleryLayout {
  columns: number;
  cardWidth: number;
  /** Height of one virtual row: a card plus the gap below it. */
  rowHeight: number;
}

export function galleryLayout(width: number, minCard = CARD_MIN_WIDTH, gap = CARD_GAP): GalleryLayout {
  const usable = Math.max(minCard, width);
  const columns = Math.max(1, Math.floor((usable + gap) / (minCard + gap)));
  const cardWidth = Math.floor((usable - gap * (columns - 1)) / columns);
  return { columns, cardWidth, rowHeight: cardWidth + CARD_INFO_HEIGHT + gap };
}

/** `items` in rows of `columns` (the last row may be short). */
export function chunkRows<T>(items: readonly T[], columns: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += columns) rows.push(items.slice(i, i + columns));
  return rows;
}

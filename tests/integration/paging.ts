/** One page of a Data API list, reduced to its items and the token of the next page. */
export interface ItemsPage<T> {
  nextPageToken?: string;
  items: T[];
}

/** Every page of a list, following nextPageToken; stops after `maxPages` so a token loop cannot hang the test. */
export async function pagesOf<T>(
  maxPages: number,
  page: (pageToken?: string) => Promise<ItemsPage<T>>,
): Promise<T[][]> {
  const pages: T[][] = [];
  let pageToken: string | undefined;
  do {
    const p = await page(pageToken);
    pages.push(p.items);
    pageToken = p.nextPageToken;
  } while (pageToken && pages.length < maxPages);
  return pages;
}

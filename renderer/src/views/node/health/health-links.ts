import { routeTo } from '@renderer/routing/routes';

/** `#/node?tab=…&…`: a tab of the node dashboard with its view state (the first tab needs no parameter). */
export function nodeTabHref(tab: string | null, params: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  if (tab) query.set('tab', tab);
  for (const [name, value] of Object.entries(params)) query.set(name, value);
  const text = query.toString();
  return `${routeTo('node', {})}${text ? `?${text}` : ''}`;
}

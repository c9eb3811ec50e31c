/** Auto-refresh choices of the node dashboard; 30 s by default. */
export const REFRESH_CHOICES = [
  { id: 'off', label: 'Off', ms: false },
  { id: '10', label: '10 s', ms: 10_000 },
  { id: '30', label: '30 s', ms: 30_000 },
  { id: '60', label: '60 s', ms: 60_000 },
] as const satisfies readonly { id: string; label: string; ms: number | false }[];

export type RefreshChoiceId = (typeof REFRESH_CHOICES)[number]['id'];
export const DEFAULT_REFRESH: RefreshChoiceId = '30';

export const isRefreshChoice = (value: string): value is RefreshChoiceId => REFRESH_CHOICES.some((c) => c.id === value);

/** The interval the queries use: false when off or paused. */
export function refetchIntervalOf(choice: RefreshChoiceId, paused: boolean): number | false {
  if (paused) return false;
  return REFRESH_CHOICES.find((c) => c.id === choice)?.ms ?? false;
}

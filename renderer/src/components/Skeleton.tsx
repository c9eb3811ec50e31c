/** A placeholder bar with the size of the text it stands for, so the layout does not jump on load. */
export function Skeleton({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  return <span className={`skeleton skeleton--${size}`} aria-hidden="true" />;
}

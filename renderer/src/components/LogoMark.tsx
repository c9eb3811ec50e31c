/** Snowscope's mark: a six-armed flake inside a lens ring. */
export function LogoMark({ size = 22 }: { size?: number }) {
  const arms = [0, 60, 120];
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="logo-mark">
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      {arms.map((deg) => (
        <line
          key={deg}
          x1="12"
          y1="5.5"
          x2="12"
          y2="18.5"
          stroke="var(--accent)"
          strokeWidth="1.8"
          strokeLinecap="round"
          transform={`rotate(${deg} 12 12)`}
        />
      ))}
      <circle cx="12" cy="12" r="1.8" fill="var(--accent)" />
    </svg>
  );
}

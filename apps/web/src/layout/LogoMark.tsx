/** The product mark: a reel in a phone frame, drawn inline (no asset request). */
export default function LogoMark({ size = 28, color }: { size?: number; color: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="7" y="2" width="18" height="28" rx="4" fill={color} />
      <circle cx="16" cy="16" r="6.5" fill="none" stroke="#fff" strokeWidth="2" />
      <circle cx="16" cy="16" r="1.8" fill="#fff" />
      <circle cx="16" cy="11.6" r="1.3" fill="#fff" />
      <circle cx="16" cy="20.4" r="1.3" fill="#fff" />
      <circle cx="11.6" cy="16" r="1.3" fill="#fff" />
      <circle cx="20.4" cy="16" r="1.3" fill="#fff" />
    </svg>
  );
}

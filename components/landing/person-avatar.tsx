/** Up to two initials of a name: "Siti Aminah" -> "SA". */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('') || '?';

/** A testimonial's face: the photo when there is one, else the initials on the area's accent. */
export function PersonAvatar({ name, image, size = 40 }: { name: string; image: string | null; size?: number }) {
  const box = { width: size, height: size, borderRadius: '50%', flex: 'none' } as const;
  // eslint-disable-next-line @next/next/no-img-element -- a provider's photo of any size
  if (image) return <img src={image} alt="" width={size} height={size} style={{ ...box, objectFit: 'cover' }} />;
  return (
    <span
      aria-hidden
      data-testid="initials-avatar"
      style={{ ...box, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontWeight: 600, fontSize: size * 0.4, color: '#fff', background: 'var(--area-accent)' }}
    >
      {initialsOf(name)}
    </span>
  );
}

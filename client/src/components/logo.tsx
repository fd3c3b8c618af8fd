import { LeafIcon } from './icons';

export function Logo({ light = false }: { light?: boolean }) {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        fontWeight: 800,
        fontSize: '1.2rem',
        color: light ? '#fff' : 'var(--green-700)',
      }}
    >
      <LeafIcon />
      Homegrown
    </span>
  );
}

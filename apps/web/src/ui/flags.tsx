import type { InterfaceLanguage } from '@velodesk/contract/ids';
import { useId } from 'react';

/** Small flags of the six interface languages (inline SVG, so they render on every system). */
const width = 21;
const height = 14;
const frame = { borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.1)', flexShrink: 0 } as const;

function UnionFlag() {
  const id = useId();
  return (
    <svg
      viewBox="0 0 60 30"
      width={width}
      height={height}
      aria-hidden="true"
      preserveAspectRatio="none"
      style={frame}
    >
      <clipPath id={`${id}-t`}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${id}-t)`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}

/** Three-band flags: [colours, bands side by side (vertical) or stacked]. */
const bandFlags: Record<'fr' | 'it' | 'de' | 'ru', { colors: [string, string, string]; vertical: boolean }> =
  {
    fr: { colors: ['#002654', '#ffffff', '#ce1126'], vertical: true },
    it: { colors: ['#009246', '#ffffff', '#ce2b37'], vertical: true },
    de: { colors: ['#000000', '#dd0000', '#ffce00'], vertical: false },
    ru: { colors: ['#ffffff', '#0039a6', '#d52b1e'], vertical: false },
  };

export function LanguageFlag({ language }: { language: InterfaceLanguage }) {
  if (language === 'en') return <UnionFlag />;
  if (language === 'es') {
    return (
      <svg viewBox="0 0 3 2" width={width} height={height} aria-hidden="true" style={frame}>
        <rect width="3" height="2" fill="#aa151b" />
        <rect y="0.5" width="3" height="1" fill="#f1bf00" />
      </svg>
    );
  }
  const { colors, vertical } = bandFlags[language];
  return (
    <svg
      viewBox="0 0 3 3"
      width={width}
      height={height}
      aria-hidden="true"
      preserveAspectRatio="none"
      style={frame}
    >
      {colors.map((color, index) => (
        <rect
          key={`${language}-${index.toString()}`}
          x={vertical ? index : 0}
          y={vertical ? 0 : index}
          width={vertical ? 1 : 3}
          height={vertical ? 3 : 1}
          fill={color}
        />
      ))}
    </svg>
  );
}

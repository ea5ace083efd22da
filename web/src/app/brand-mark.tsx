/** The RISEMA logo, with the name unless `iconOnly`; styled by the frame's rules (frame-css.ts). */
export function BrandMark({ iconOnly = false }: { iconOnly?: boolean }) {
  return (
    <div className="frame-brand">
      <img className="frame-brand-logo" src="/favicon.svg" alt={iconOnly ? 'RISEMA' : ''} />
      {iconOnly ? null : <p className="frame-brand-name">RISEMA</p>}
    </div>
  );
}

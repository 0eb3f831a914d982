/**
 * A cell holding two figures one over the other (products spec 2.9 "Each cell shows the pure-gross value over
 * the net value"), each named for a screen reader, which does not see the stacking: "pure gross 12.34, net 9.34".
 */
export interface StackedFigure {
  /** What the figure is, read before it and not shown. */
  label: string;
  text: string;
}

export function StackedFigures({ figures }: { figures: readonly StackedFigure[] }) {
  return (
    <span className="stacked">
      {figures.map((figure, index) => (
        <span key={figure.label} className="stacked-line">
          <span className="cm-visually-hidden">
            {index > 0 ? ', ' : ''}
            {figure.label}{' '}
          </span>
          {figure.text}
        </span>
      ))}
    </span>
  );
}

/** Texts one over the other in one cell, such as the "(pure gross)" and "(net)" of spec 2.9's Type column. */
export function StackedTexts({ texts }: { texts: readonly string[] }) {
  return (
    <span className="stacked">
      {texts.map((text) => (
        <span key={text} className="stacked-line">
          {text}
        </span>
      ))}
    </span>
  );
}

/**
 * A cell holding two figures one over the other (products spec 2.9 "Each cell shows the pure-gross value over
 * the net value"), each named for a screen reader, which does not see the stacking: "pure gross 12.34, net 9.34".
 */
export interface StackedFigure {
  /** What the figure is, read before it and not shown. */
  label: string;
  text: string;
}

/**
 * `showLabels`: the labels are shown too, before each figure (products spec 2.7: the price's "NAV and MKT rows").
 */
export function StackedFigures({
  figures,
  showLabels = false,
}: {
  figures: readonly StackedFigure[];
  showLabels?: boolean;
}) {
  return (
    <span className="stacked">
      {figures.map((figure, index) => (
        <span key={figure.label} className="stacked-line">
          {showLabels ? (
            <span className="stacked-label">{figure.label} </span>
          ) : (
            <span className="cm-visually-hidden">
              {index > 0 ? ', ' : ''}
              {figure.label}{' '}
            </span>
          )}
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

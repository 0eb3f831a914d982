/**
 * products spec 2.14 "top-holdings disclosure" and "Downloads: full holdings by period", 3 (holdings, one of the
 * product detail's nullable sections; topHoldingDetail.topHoldingsDisclosure of the fund details), 7
 * exportFullHoldings: the top holdings, their disclosure, and the file of every holding at a quarter's end. The
 * holdings and the disclosure come from two calls: either may fail while the other's part shows.
 */
import { useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import type { ProductDetail } from '../../../services/fund-detail';
import { RegisteredText } from '../../../runtime/ui/RegisteredText';
import { displayDate, formatValue } from '../../../services/product-format';
import { exportFullHoldingsUrl } from '../../../services/products';
import type { BlockProps } from '../model';
import { BlockFrame } from '../BlockFrame';
import { holdingsPeriods } from '../model';
import { useFundDetails, useProductDetail } from '../use-fund';
import { DownloadLink, FigureBlock, FigureSelect } from './FigureBlock';
import { FigureTable, type FigureColumn } from './FigureTable';
import { asOfText } from './model';

type Holdings = NonNullable<ProductDetail['holdings']>;
type Holding = NonNullable<Holdings['topHoldings']>[number];

const COLUMNS: readonly FigureColumn<Holding>[] = [
  {
    id: 'securityName',
    header: 'Holding',
    cell: (holding) => <RegisteredText text={holding.securityName?.trim() || '-'} />,
    width: 'wide',
  },
  { id: 'weight', header: '% of Net Assets', cell: (holding) => formatValue(holding.weight), numeric: true },
];
const rowId = (_holding: Holding, index: number) => String(index);

function FullHoldingsDownload({ cusip, periods }: { cusip: string; periods: readonly string[] }) {
  const { config } = useElement();
  const [period, setPeriod] = useState(periods[0]!);
  return (
    <div className="figure-controls figure-downloads">
      <FigureSelect
        label="Full holdings as of"
        value={period}
        options={periods.map((value) => ({ value, label: displayDate(value) }))}
        onChange={setPeriod}
      />
      <DownloadLink kind="full-holdings" period={period} href={exportFullHoldingsUrl(cusip, period, { config })}>
        Download Full Holdings (csv)
      </DownloadLink>
    </div>
  );
}

function HoldingsTable({ holdings }: { holdings: Holdings }) {
  const asOf = asOfText(holdings.asOfDate);
  const top = holdings.topHoldings ?? [];
  if (top.length === 0) return null;
  return (
    <>
      {asOf && <p className="figure-as-of">{asOf}</p>}
      <FigureTable
        caption={asOf ? `Top holdings ${asOf}` : 'Top holdings'}
        columns={COLUMNS}
        rows={top}
        rowId={rowId}
        rowHeader="securityName"
        className="holdings-table"
      />
    </>
  );
}

/** The fund details' disclosure under the holdings: its own loading and failure, beside the holdings'. */
function HoldingsDisclosure({ cusip }: { cusip: string }) {
  const details = useFundDetails(cusip);
  return (
    <div className="holdings-disclosure">
      <BlockFrame state={details} label="Top holdings disclosure">
        {(data) => data?.topHoldingsDisclosure && <p>{data.topHoldingsDisclosure}</p>}
      </BlockFrame>
    </div>
  );
}

const hasHoldings = (holdings: ProductDetail['holdings']) =>
  !!holdings && ((holdings.topHoldings?.length ?? 0) > 0 || holdingsPeriods(holdings.asOfDate).length > 0);

/** The holdings, their disclosure under them, then the download of the full holdings (once the holdings are in). */
export function HoldingsBlock({ cusip }: BlockProps) {
  const detail = useProductDetail(cusip);
  const periods = detail.status === 'ready' ? holdingsPeriods(detail.data?.holdings?.asOfDate) : [];
  return (
    <FigureBlock
      name="holdings"
      title="Top Holdings"
      state={detail}
      present={(data) => hasHoldings(data.holdings)}
      after={
        <>
          <HoldingsDisclosure cusip={cusip} />
          {periods.length > 0 && <FullHoldingsDownload cusip={cusip} periods={periods} />}
        </>
      }
    >
      {(data) => <HoldingsTable holdings={data.holdings!} />}
    </FigureBlock>
  );
}

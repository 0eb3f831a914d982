/**
 * Every block of the fund page (products spec 2.14 "Content shown") by its `data-block` name. Each takes the fund's
 * cusip, loads what it needs (widgets/fund-detail/use-fund.ts) and draws its heading, its content, its loading state
 * and its failure (BlockFrame); a fund without the block's section draws nothing.
 */
import type { ComponentType } from 'react';
import { DistributionsBlock, InvestmentBlock } from './blocks/Investment';
import { DisclosuresBlock } from './blocks/Disclosures';
import { DocumentsBlock } from './blocks/Documents';
import { HeaderBlock } from './blocks/Header';
import { LiteratureBlock } from './blocks/Literature';
import { MessagesBlock } from './blocks/Messages';
import { NoteworthyBlock, RiskBlock, UnderlyingFundsBlock } from './blocks/CmsBlocks';
import { AssetMixBlock } from './figures/AssetMix';
import { CapitalGainsBlock } from './figures/CapitalGains';
import { GrowthBlock } from './figures/Growth';
import { HistoricalDataBlock } from './figures/HistoricalData';
import { HoldingsBlock } from './figures/Holdings';
import { PerformanceBlock } from './figures/Performance';
import type { BlockProps, FundBlock } from './model';

export type { BlockProps };

export const FUND_BLOCK_COMPONENTS: Record<FundBlock, ComponentType<BlockProps>> = {
  header: HeaderBlock,
  documents: DocumentsBlock,
  messages: MessagesBlock,
  investment: InvestmentBlock,
  distributions: DistributionsBlock,
  holdings: HoldingsBlock,
  risk: RiskBlock,
  noteworthy: NoteworthyBlock,
  'underlying-funds': UnderlyingFundsBlock,
  literature: LiteratureBlock,
  performance: PerformanceBlock,
  'asset-mix': AssetMixBlock,
  'historical-data': HistoricalDataBlock,
  growth: GrowthBlock,
  'capital-gains': CapitalGainsBlock,
  disclosures: DisclosuresBlock,
};

import { describe, expect, it } from 'vitest';
import type { FormDocument } from '../../../services/literature-resources';
import {
  clearFormFilters,
  DEFAULT_FORMS_SORT,
  documentTypeLabel,
  filterForms,
  formDocumentChips,
  formsQuery,
  formsStateFromQuery,
  formTabOf,
  formTabs,
  nextFormsSort,
  productTypeLabel,
  sortForms,
  switchFormTab,
  toggleFormDocument,
} from './model';

const form = (title: string, productType: string, documentType: string): FormDocument => ({
  id: title,
  title,
  descriptionHtml: '',
  url: `/binaries/content/assets/cm/forms/${title}.pdf`,
  productType,
  documentType,
});

const MF = 'productType.Mutual-Funds';
const CEF = 'productType.Closed-End-Funds';
const FORMS = [
  form('New Account Application', MF, 'Account-Applications'),
  form('IRA Transfer Form', MF, 'Transfer-Forms'),
  form('Account Maintenance Form', MF, 'Maintenance-Forms'),
  form('Dividend Reinvestment Plan', CEF, 'Account-Applications'),
];

describe('product type and document type display (products spec 2.17)', () => {
  it('shows the last segment of the dotted key with hyphens as spaces; closed-end keeps its hyphen', () => {
    expect(productTypeLabel(MF)).toBe('Mutual Funds');
    expect(productTypeLabel(CEF)).toBe('Closed-End Funds');
    expect(productTypeLabel('forms.529-plan')).toBe('529 plan');
    expect(productTypeLabel('Variable-Products')).toBe('Variable Products');
  });

  it('shows a document type with hyphens as spaces', () => {
    expect(documentTypeLabel('Account-Applications')).toBe('Account Applications');
    expect(documentTypeLabel(' Tax-Forms- ')).toBe('Tax Forms');
  });
});

describe('tabs from the data', () => {
  it('makes one tab per product type in data order; the first is the default', () => {
    const tabs = formTabs(FORMS);
    expect(tabs).toEqual([
      { key: MF, label: 'Mutual Funds' },
      { key: CEF, label: 'Closed-End Funds' },
    ]);
    expect(formTabOf(tabs, undefined)?.key).toBe(MF);
    expect(formTabOf(tabs, 'closed-end-funds')?.key).toBe(CEF);
    expect(formTabOf(tabs, CEF.toUpperCase())?.key).toBe(CEF);
    expect(formTabOf(tabs, 'nothing')?.key).toBe(MF);
    expect(formTabOf(tabs, '  closed-end-funds ')?.key).toBe(CEF);
    expect(formTabOf([], 'x')).toBeUndefined();
  });

  it('switching tab clears the search and the filters (products spec 4)', () => {
    const state = { search: 'ira', category: MF, documents: ['Transfer-Forms'] };
    expect(switchFormTab(state, CEF)).toEqual({ search: '', category: CEF, documents: [] });
    expect(switchFormTab(state, MF)).toBe(state);
  });
});

describe('query parameters search, category and document (products spec 2.17)', () => {
  it('reads the state from the query, keeping only document types the tab has', () => {
    const state = formsStateFromQuery(
      '?search=%20ira%20&category=mutual-funds&document=transfer-forms&document=Unknown&document=Transfer-Forms',
      FORMS,
    );
    expect(state).toEqual({ search: 'ira', category: MF, documents: ['Transfer-Forms'] });
  });

  it('reads a category and a document type with spaces around them', () => {
    expect(formsStateFromQuery('?category=%20closed-end-funds%20&document=%20account-applications%20', FORMS)).toEqual({
      search: '',
      category: CEF,
      documents: ['Account-Applications'],
    });
  });

  it('reads the search of a page without forms, with no tab', () => {
    expect(formsStateFromQuery('?search=ira&category=mutual-funds', [])).toEqual({
      search: 'ira',
      category: '',
      documents: [],
    });
  });

  it('writes the state back, keeping the other parameters and leaving out empty ones', () => {
    expect(
      formsQuery({ search: 'ira', category: MF, documents: ['Transfer-Forms', 'Tax-Forms'] }, '?utm=mail&search=old'),
    ).toBe('?utm=mail&search=ira&category=productType.Mutual-Funds&document=Transfer-Forms&document=Tax-Forms');
    expect(formsQuery({ search: ' ', category: '', documents: [] })).toBe('');
    expect(formsQuery({ search: '  ira ', category: '', documents: [] })).toBe('?search=ira');
  });
});

describe('chips, search, sort', () => {
  const inMf = FORMS.filter((f) => f.productType === MF);

  it("lists the tab's document types in label order", () => {
    expect(formDocumentChips(inMf).map((chip) => chip.label)).toEqual([
      'Account Applications',
      'Maintenance Forms',
      'Transfer Forms',
    ]);
  });

  it('keeps the forms of the tab that match the ticked chips and the title search', () => {
    const state = toggleFormDocument({ search: '', category: MF, documents: [] }, 'Account-Applications');
    expect(filterForms(FORMS, state).map((f) => f.title)).toEqual(['New Account Application']);
    expect(filterForms(FORMS, { ...state, documents: [], search: 'FORM' }).map((f) => f.title)).toEqual([
      'IRA Transfer Form',
      'Account Maintenance Form',
    ]);
    expect(filterForms(FORMS, { ...state, documents: [], search: '  ira ' }).map((f) => f.title)).toEqual([
      'IRA Transfer Form',
    ]);
    expect(clearFormFilters({ ...state, search: 'x' })).toEqual({ search: '', category: MF, documents: [] });
    expect(toggleFormDocument(state, 'Account-Applications').documents).toEqual([]);
  });

  it('sorts by Document or Document Type, toggling the current column', () => {
    expect(sortForms(inMf, DEFAULT_FORMS_SORT).map((f) => f.title)).toEqual([
      'Account Maintenance Form',
      'IRA Transfer Form',
      'New Account Application',
    ]);
    const byType = nextFormsSort(DEFAULT_FORMS_SORT, 'documentType');
    expect(byType).toEqual({ key: 'documentType', direction: 'asc' });
    expect(sortForms(inMf, nextFormsSort(byType, 'documentType')).map((f) => f.documentType)).toEqual([
      'Transfer-Forms',
      'Maintenance-Forms',
      'Account-Applications',
    ]);
  });
});

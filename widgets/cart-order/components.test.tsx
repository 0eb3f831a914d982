import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { CartItem } from '../../runtime/stores/cart';
import { CartItems } from './CartItems';
import { MailingAddressForm } from './MailingAddressForm';
import { EMPTY_ADDRESS } from './model';

const ITEMS: CartItem[] = [
  {
    cartId: '1_Fact Sheet',
    fundName: 'Calder Meridian Growth Fund',
    productType: 'Mutual Funds',
    dDocType: 'Fact Sheet',
    fileName: 'Fact Sheet',
    fileDDocType: 'FS',
    fileUrl: '/binaries/fs.pdf',
    fundClass: 'A',
    quantity: 3,
    orderable: true,
  },
  {
    cartId: 'SMA_<img src=x onerror=alert(1)>',
    fundName: '<b>Core</b> Portfolio',
    productType: 'Separately Managed Accounts',
    dDocType: 'Shareholder Reports',
    fileName: '<img src=x onerror=alert(1)>',
    fileDDocType: 'SHR',
    fileUrl: 'javascript:alert(1)',
    fundClass: null,
    quantity: 1,
    orderable: true,
  },
];

describe('CartItems (products spec 2.16)', () => {
  it('shows each item with a quantity dropdown of 1 to 10 and Remove in the cart', () => {
    const onQuantity = vi.fn();
    const onRemove = vi.fn();
    render(
      <CartItems
        items={ITEMS}
        quantityEditable
        removable
        onQuantity={onQuantity}
        onRemove={onRemove}
        caption="Cart items"
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const quantity = within(rows[0]!).getByRole('combobox', {
      name: 'Quantity: Calder Meridian Growth Fund, Fact Sheet',
    });
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect((quantity as HTMLSelectElement).value).toBe('3');
    fireEvent.change(quantity, { target: { value: '7' } });
    expect(onQuantity).toHaveBeenCalledWith('1_Fact Sheet', 7);
    fireEvent.click(
      within(rows[1]!).getByRole('button', { name: 'Remove: <b>Core</b> Portfolio, <img src=x onerror=alert(1)>' }),
    );
    expect(onRemove).toHaveBeenCalledWith('SMA_<img src=x onerror=alert(1)>');
  });

  it('shows a class of null as None and what was stored as text, never markup or a script link', () => {
    const { container } = render(
      <CartItems
        items={ITEMS}
        quantityEditable
        removable
        onQuantity={() => {}}
        onRemove={() => {}}
        caption="Cart items"
      />,
    );
    expect(container.querySelector('img, b')).toBeNull();
    const row = screen.getAllByRole('row')[2]!;
    expect(within(row).getByRole('rowheader').textContent).toBe('<b>Core</b> Portfolio');
    expect(within(row).getByRole('cell', { name: 'None' })).toBeTruthy();
    expect(within(row).getByRole('link').getAttribute('href')).toBe('about:blank');
  });

  it('at confirmation shows quantities read-only and no Remove column', () => {
    render(
      <CartItems
        items={ITEMS}
        quantityEditable={false}
        removable={false}
        onQuantity={() => {}}
        onRemove={() => {}}
        caption="Cart items"
      />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Fund Name',
      'Class',
      'Literature Type',
      'Quantity',
    ]);
    expect(within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[2]!.textContent).toBe('3');
  });
});

describe('MailingAddressForm (products spec 2.16, 5)', () => {
  const props = {
    address: EMPTY_ADDRESS,
    missing: [],
    submitting: false,
    onEdit: () => {},
    onSubmit: () => {},
    onBack: () => {},
    idPrefix: 'm',
  };

  it('has the nine fields with their limits, the 51 states after "Select a State", and no browser validation', () => {
    const { container } = render(<MailingAddressForm {...props} />);
    expect((container.querySelector('form') as HTMLFormElement).noValidate).toBe(true);
    const limits = ['Full Name', 'Firm Name', 'Address 1', 'Address 2', 'City', 'Zip Code', 'Phone', 'Email'].map(
      (label) => (screen.getByLabelText(label, { exact: false }) as HTMLInputElement).maxLength,
    );
    expect(limits).toEqual([255, 255, 255, 255, 255, 10, 50, 255]);
    expect((screen.getByLabelText('Email', { exact: false }) as HTMLInputElement).type).toBe('email');
    const state = screen.getByRole('combobox', { name: /State/ });
    const options = within(state).getAllByRole('option');
    expect(options).toHaveLength(52);
    expect(options[0]).toMatchObject({ value: '', textContent: 'Select a State' });
    const required = screen.getAllByRole('textbox').filter((input) => input.getAttribute('aria-required') === 'true');
    expect(required.map((input) => input.getAttribute('name'))).toEqual(['name', 'address1', 'city', 'zip', 'email']);
  });

  it('reports typing, Submit Order and Back to Cart', () => {
    const onEdit = vi.fn();
    const onSubmit = vi.fn();
    const onBack = vi.fn();
    render(<MailingAddressForm {...props} onEdit={onEdit} onSubmit={onSubmit} onBack={onBack} />);
    fireEvent.change(screen.getByLabelText('City', { exact: false }), { target: { value: 'Boston' } });
    fireEvent.change(screen.getByRole('combobox', { name: /State/ }), { target: { value: 'MA' } });
    expect(onEdit.mock.calls).toEqual([
      ['city', 'Boston'],
      ['state', 'MA'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back to Cart' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('announces the message and marks the missing fields with it', () => {
    render(<MailingAddressForm {...props} missing={['name', 'city']} message="Full Name, City is required." />);
    expect(screen.getByRole('alert').textContent).toBe('Full Name, City is required.');
    const city = screen.getByLabelText('City', { exact: false });
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(city.getAttribute('aria-describedby')).toBe('m-message');
    expect(screen.getByLabelText('Zip Code', { exact: false }).hasAttribute('aria-invalid')).toBe(false);
  });

  it('says it is sending while the order is on its way, keeps the focus and takes no click or change', () => {
    const onSubmit = vi.fn();
    const onBack = vi.fn();
    render(<MailingAddressForm {...props} submitting onSubmit={onSubmit} onBack={onBack} />);
    const sending = screen.getByRole('button', { name: 'Sending your order...' });
    expect(sending.getAttribute('aria-busy')).toBe('true');
    expect(sending.getAttribute('aria-disabled')).toBe('true');
    // Not disabled: a disabled button would drop the focus its click gave to the page.
    expect((sending as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(sending);
    fireEvent.click(screen.getByRole('button', { name: 'Back to Cart' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onBack).not.toHaveBeenCalled();
    expect((screen.getByLabelText('City', { exact: false }) as HTMLInputElement).readOnly).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { RegisteredText } from './RegisteredText';

describe('RegisteredText', () => {
  it('shows each registered mark as superscript and the rest as text', () => {
    const { container } = render(
      <p>
        <RegisteredText text="Meridian® Core Bond Fund&reg;" />
      </p>,
    );
    expect(container.querySelector('p')!.innerHTML).toBe('Meridian<sup>®</sup> Core Bond Fund<sup>®</sup>');
    expect(container.textContent).toBe('Meridian® Core Bond Fund®');
  });

  it('renders nothing for no text', () => {
    const { container } = render(<RegisteredText text={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});

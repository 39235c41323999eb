import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouterLink } from './router-link';

function Where() {
  const location = useLocation();
  return <output>{location.pathname}</output>;
}

function renderLink(props: Partial<Parameters<typeof RouterLink>[0]> = {}) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <RouterLink href="/albums" {...props}>
        Albums
      </RouterLink>
      <Where />
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Albums' });
}

describe('RouterLink', () => {
  it('is a real link that a plain click follows in the app', () => {
    const onClick = vi.fn();
    const link = renderLink({ onClick });
    expect(link).toHaveAttribute('href', '/albums');
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('/albums');
  });

  it('leaves a modified click, and a link the caller handled, to the browser', () => {
    const link = renderLink({ onClick: (event) => event.altKey && event.preventDefault() });
    // What reached the document after the app: whether it took the click (jsdom cannot follow it).
    const taken: boolean[] = [];
    const record = (event: MouseEvent) => {
      taken.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { altKey: true });
    document.removeEventListener('click', record);
    expect(taken).toEqual([false, true]);
    expect(screen.getByRole('status').textContent).toBe('/');
    fireEvent.click(link);
    expect(screen.getByRole('status').textContent).toBe('/albums');
  });
});

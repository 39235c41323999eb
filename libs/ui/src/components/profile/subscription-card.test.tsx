import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test-support/render';
import { SubscriptionCard, type SubscriptionCardProps } from './subscription-card';

const EXPIRY_WARNING_TEXT = '⚠️ Your subscription expires soon! Please renew to continue enjoying Tangerine.';

const props: SubscriptionCardProps = {
  plan: 'Premium',
  active: true,
  code: 'TNGR-7Q2K-M9XA',
  expiresAt: '2027-03-03T12:00:00Z',
  daysRemaining: 30,
  copied: false,
  onCopy: () => undefined,
};

describe('SubscriptionCard', () => {
  it('warns in red under 7 days remaining, not at 7', () => {
    const { rerender } = renderWithTheme(<SubscriptionCard {...props} daysRemaining={7} />);
    expect(screen.queryByText(EXPIRY_WARNING_TEXT)).toBeNull();
    expect(screen.getByText('7')).toHaveAttribute('data-warning', 'false');
    rerender(<SubscriptionCard {...props} daysRemaining={6} />);
    expect(screen.getByText(EXPIRY_WARNING_TEXT)).toBeInTheDocument();
    expect(screen.getByText('6')).toHaveAttribute('data-warning', 'true');
  });

  it('says Tangerine in the warning, not "the product"', () => {
    expect(EXPIRY_WARNING_TEXT).toBe('⚠️ Your subscription expires soon! Please renew to continue enjoying Tangerine.');
  });

  it('masks the code until clicked and hides it again', () => {
    renderWithTheme(<SubscriptionCard {...props} />);
    const code = screen.getByRole('button', { name: /Activation code/ });
    expect(code).toHaveTextContent('TNGR-7Q2******');
    fireEvent.click(code);
    expect(code).toHaveTextContent('TNGR-7Q2K-M9XA');
    fireEvent.click(code);
    expect(code).toHaveTextContent('TNGR-7Q2******');
  });

  it('shows the ACTIVE badge only while active, the long expiry date, and reports copies', () => {
    const onCopy = vi.fn();
    const { rerender } = renderWithTheme(<SubscriptionCard {...props} onCopy={onCopy} />);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('March 3, 2027')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy activation code' }));
    expect(onCopy).toHaveBeenCalledTimes(1);
    rerender(<SubscriptionCard {...props} active={false} copied />);
    expect(screen.queryByText('Active')).toBeNull();
    expect(screen.getByText('Copied!')).toBeInTheDocument();
  });
});

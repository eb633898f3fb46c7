import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLETE_LOCALES } from '@tb/i18n';
import { missingKeys } from '@tb/i18n/testing';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { SkeletonText } from './Skeleton';
import { ProgressBar, Spinner } from './Spinner';
import { uiTranslations } from './translations';

describe('small primitives', () => {
  it('Button defaults to type=button and blocks clicks while loading', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>Create bot</Button>);
    const button = screen.getByRole('button', { name: 'Create bot' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    rerender(
      <Button onClick={onClick} loading>
        Create bot
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Create bot' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Create bot' })).toHaveAttribute('aria-busy', 'true');
  });

  it('Spinner and ProgressBar speak', () => {
    render(
      <>
        <Spinner />
        <ProgressBar value={30} label="Backtest" />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('progressbar', { name: 'Backtest' })).toHaveAttribute('aria-valuenow', '30');
  });

  it('EmptyState has a heading, text and an action; Skeleton is hidden from assistive tech', () => {
    const { container } = render(
      <>
        <EmptyState title="No running bots" description="Create one to start" action={<Button>Create</Button>} />
        <SkeletonText lines={2} />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'No running bots' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(container.querySelector('.tb-skeleton-text')).toHaveAttribute('aria-hidden', 'true');
  });

  it.each(COMPLETE_LOCALES)('ui translations are complete in %s', (locale) => {
    expect(missingKeys(uiTranslations.en, uiTranslations[locale])).toEqual([]);
  });
});

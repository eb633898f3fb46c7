import { act, render, screen } from '@testing-library/react';
import { useOnDemand } from './on-demand';

function Probe({ load, wanted }: { load: () => Promise<{ name: string }>; wanted: boolean }) {
  const module = useOnDemand(load, wanted);
  return <p>{module ? module.name : 'none'}</p>;
}

describe('useOnDemand', () => {
  it('fetches nothing until wanted, then the module once for every caller, kept for later renders', async () => {
    const load = jest.fn(async () => ({ name: 'engine' }));
    const { rerender } = render(<Probe load={load} wanted={false} />);
    expect(screen.getByText('none')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await act(async () => rerender(<Probe load={load} wanted />));
    expect(screen.getByText('engine')).toBeInTheDocument();
    // a second page part asking for it has it at once, and nothing is fetched again
    render(<Probe load={load} wanted={false} />);
    expect(screen.getAllByText('engine')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves null when the chunk fails (logged), and asks again when next wanted', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ name: 'engine' });
    const { rerender } = render(<Probe load={load} wanted />);
    await act(async () => undefined);
    expect(screen.getByText('none')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    rerender(<Probe load={load} wanted={false} />);
    await act(async () => rerender(<Probe load={load} wanted />));
    expect(screen.getByText('engine')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

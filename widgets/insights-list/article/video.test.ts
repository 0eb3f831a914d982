import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startedByVisitor, VIDEO_TIMINGS, VideoCoordinator, videoSource } from './video';

const settings = { player: '/player.js', account: 'default-account', blogAccount: 'blog-account' };

describe('the video a video id names (site spec 2.10)', () => {
  it('reads "videoId|accountId", selecting the account', () => {
    expect(videoSource('6123|cm-demo', '', settings)).toEqual({ id: '6123', account: 'cm-demo', player: 'default' });
  });

  it("plays a bare id in the account given beside it, else the site's default account (site spec 9)", () => {
    expect(videoSource('6123', 'list-account', settings)).toMatchObject({ account: 'list-account' });
    expect(videoSource(' 6123 ', '', settings)).toMatchObject({ id: '6123', account: 'default-account' });
    expect(videoSource('6123', '   ', settings)).toMatchObject({ account: 'default-account' });
    expect(videoSource('6123', ' list-account ', settings)).toMatchObject({ account: 'list-account' });
  });

  it('selects the blog player for the blog account ("one particular account selects the blog player")', () => {
    expect(videoSource('1|blog-account', '', settings)?.player).toBe('blog');
    expect(videoSource('1', '', { ...settings, blogAccount: undefined })?.player).toBe('default');
  });

  it('names no video without an id', () => {
    expect(videoSource('', 'x', settings)).toBeUndefined();
    expect(videoSource('|cm-demo', '', settings)).toBeUndefined();
  });
});

describe('a play the visitor started (site spec 2.10: "A play not started by a user click is paused again")', () => {
  it('is one within a second after their click or key', () => {
    expect(startedByVisitor(1500, 1000)).toBe(true);
    expect(startedByVisitor(1000 + VIDEO_TIMINGS.gestureWindowMs, 1000)).toBe(true);
    expect(startedByVisitor(1001 + VIDEO_TIMINGS.gestureWindowMs, 1000)).toBe(false);
    expect(startedByVisitor(900, 1000)).toBe(false);
    expect(startedByVisitor(1000, undefined)).toBe(false);
  });
});

describe("the page's players (site spec 2.10, 9)", () => {
  let coordinator: VideoCoordinator;
  const player = () => ({ pause: vi.fn(), setExpanded: vi.fn() });

  beforeEach(() => {
    vi.useFakeTimers();
    coordinator = new VideoCoordinator();
  });
  afterEach(() => vi.useRealTimers());

  it('pauses every other player when one starts', () => {
    const [a, b, c] = [player(), player(), player()];
    const [ha, hb] = [coordinator.register(a), coordinator.register(b)];
    coordinator.register(c);
    ha.played(true);
    expect(b.pause).not.toHaveBeenCalled();
    hb.played(true);
    expect(a.pause).toHaveBeenCalledTimes(1);
    // c never played: nothing to pause.
    expect(c.pause).not.toHaveBeenCalled();
  });

  it('expands a player on play and collapses it only when no play follows its pause within 500 ms', () => {
    const a = player();
    const handle = coordinator.register(a);
    handle.played(true);
    expect(a.setExpanded).toHaveBeenLastCalledWith(true);
    handle.paused();
    vi.advanceTimersByTime(VIDEO_TIMINGS.pauseDebounceMs - 1);
    // A seek: pause, then play again within 500 ms. The pause takes no effect.
    handle.played(true);
    vi.advanceTimersByTime(VIDEO_TIMINGS.pauseDebounceMs * 2);
    expect(a.setExpanded.mock.calls).toEqual([[true]]);
    handle.paused();
    vi.advanceTimersByTime(VIDEO_TIMINGS.pauseDebounceMs - 1);
    expect(a.setExpanded).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(a.setExpanded).toHaveBeenLastCalledWith(false);
  });

  it('pauses again at once a play no visitor started, and leaves the others playing', () => {
    const [a, b] = [player(), player()];
    const [ha, hb] = [coordinator.register(a), coordinator.register(b)];
    ha.played(true);
    hb.played(false);
    expect(b.pause).toHaveBeenCalledTimes(1);
    expect(b.setExpanded).not.toHaveBeenCalled();
    expect(a.pause).not.toHaveBeenCalled();
  });

  it('measures the layout again 800 ms after a play or a pause', () => {
    const remeasured = vi.fn();
    const off = coordinator.onRemeasure(remeasured);
    const handle = coordinator.register(player());
    handle.played(true);
    vi.advanceTimersByTime(VIDEO_TIMINGS.remeasureMs - 1);
    expect(remeasured).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(remeasured).toHaveBeenCalledTimes(1);
    handle.paused();
    vi.advanceTimersByTime(VIDEO_TIMINGS.remeasureMs);
    expect(remeasured).toHaveBeenCalledTimes(2);
    off();
    handle.played(true);
    vi.advanceTimersByTime(VIDEO_TIMINGS.remeasureMs);
    expect(remeasured).toHaveBeenCalledTimes(2);
  });

  it('forgets a player that left the page', () => {
    const [a, b] = [player(), player()];
    const ha = coordinator.register(a);
    const hb = coordinator.register(b);
    ha.played(true);
    ha.remove();
    hb.played(true);
    expect(a.pause).not.toHaveBeenCalled();
  });
});

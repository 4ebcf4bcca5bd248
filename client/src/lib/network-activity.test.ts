import { describe, expect, it } from 'vitest';
import { activityProgress, networkActivity, nextActivity } from './network-activity';

describe('network activity', () => {
  it('counts a busy period and resets when idle', () => {
    let state = nextActivity({ inFlight: 0, started: 0, finished: 0 }, 'start');
    state = nextActivity(state, 'start');
    expect(state).toEqual({ inFlight: 2, started: 2, finished: 0 });
    state = nextActivity(state, 'end');
    expect(state).toEqual({ inFlight: 1, started: 2, finished: 1 });
    expect(activityProgress(state)).toBe(50);
    state = nextActivity(state, 'end');
    expect(state).toEqual({ inFlight: 0, started: 0, finished: 0 });
  });

  it('keeps the progress between 10 and 90 while busy', () => {
    expect(activityProgress({ inFlight: 1, started: 1, finished: 0 })).toBe(10);
    expect(activityProgress({ inFlight: 1, started: 20, finished: 19 })).toBe(90);
    expect(activityProgress({ inFlight: 0, started: 0, finished: 0 })).toBe(0);
  });

  it('ends an operation only once', async () => {
    const end = networkActivity.begin();
    expect(networkActivity.getSnapshot().inFlight).toBe(1);
    end();
    end();
    expect(networkActivity.getSnapshot().inFlight).toBe(0);
    await networkActivity.track(Promise.resolve(1));
    expect(networkActivity.getSnapshot().inFlight).toBe(0);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindFeedback } from './feedback';
import { queryClient } from './query-client';
import { request } from './request';

const reply = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: '', data }));

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('query client', () => {
  it('a refetch that meets the same read still in flight asks again when it has answered, and shows the newer answer', async () => {
    const error = vi.fn();
    bindFeedback({
      message: { error, success: vi.fn(), info: vi.fn() },
      notification: { error: vi.fn(), info: vi.fn() },
      modal: { info: vi.fn(), confirm: vi.fn() },
    } as never);
    const answers = [['old'], ['old', 'new']];
    let release!: () => void;
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      fetchMock.mock.calls.length === 1
        ? new Promise<Response>((r) => (release = () => r(reply(answers[0]))))
        : Promise.resolve(reply(answers[1])),
    );
    vi.stubGlobal('fetch', fetchMock);
    const key = ['robotData', 'tasks', 1];
    const read = () => request<string[]>({ method: 'POST', path: 'robotinfo/task/list', body: { robotId: 1 } });
    queryClient.setQueryData(key, []);
    const first = queryClient.fetchQuery({ queryKey: key, queryFn: read, staleTime: 0 });
    // The hub's notice while the change's own refetch is in flight: the first answer is dropped.
    const second = queryClient.refetchQueries({ queryKey: key }, { cancelRefetch: true });
    release();
    await Promise.allSettled([first, second]);
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toEqual(['old', 'new']));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(error).not.toHaveBeenCalled();
  });
});

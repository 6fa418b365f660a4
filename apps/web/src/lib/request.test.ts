import { API_BASE, exportOperationLogRoute, getOwnDetailRoute, sharedCatalogues, setLanguageRoute } from '@fleet/contracts';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { bindFeedback } from './feedback';
import { changeLanguage } from './i18n';
import { ApiError, callRoute, dispositionFilename, downloadRoute, request } from './request';
import { sessionStore, setLoginNavigator, signIn } from './session';

const envelope = (code: number, data: unknown = null, msg = '') => ({ code, msg, data });
const answer = (status: number, body?: unknown) => () =>
  Promise.resolve(new Response(body === undefined ? 'gateway down' : JSON.stringify(body), { status }));
const noResponse = () => Promise.reject(new TypeError('Failed to fetch'));

let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
const modalInfo = vi.fn();
const goLogin = vi.fn();
const zh = sharedCatalogues.zh.http;

/** Settles a promise under fake timers without an unhandled rejection in between. */
const settle = <T>(p: Promise<T>) =>
  p.then(
    (v) => ({ ok: true as const, v }),
    (e: unknown) => ({ ok: false as const, e: e as ApiError }),
  );

beforeEach(async () => {
  vi.useFakeTimers();
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  modalInfo.mockReset();
  goLogin.mockReset();
  bindFeedback({
    message: { error: vi.fn(), success: vi.fn(), info: vi.fn() },
    notification: { error: vi.fn(), info: vi.fn() },
    modal: { info: modalInfo, confirm: vi.fn() },
  } as never);
  setLoginNavigator(goLogin);
  await changeLanguage('zhCN');
  signIn('tok-123');
  sessionStore.set({ dialogOut: false });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request: a successful call', () => {
  it('sends credentials, JSON body, the raw token and the UI language, and resolves with data', async () => {
    fetchMock.mockImplementation(answer(200, envelope(0, { id: 7 })));
    await expect(request({ method: 'POST', path: 'x/y', body: { a: 1 }, query: { page: 1, q: undefined } })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${API_BASE}x/y?page=1`);
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ Authorization: 'tok-123', 'Accept-Language': 'zh', 'Content-Type': 'application/json' });
  });

  it('follows the UI language in Accept-Language', async () => {
    await changeLanguage('jaJP');
    fetchMock.mockImplementation(answer(200, envelope(0)));
    await request({ method: 'GET', path: 'a' });
    expect((fetchMock.mock.calls[0]![1] as RequestInit).headers).toMatchObject({ 'Accept-Language': 'ja' });
  });

  it('sends FormData without a content type', async () => {
    fetchMock.mockImplementation(answer(200, envelope(0)));
    const form = new FormData();
    form.append('f', 'v');
    await request({ method: 'POST', path: 'up', body: form });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('callRoute fills path params and returns the typed data', async () => {
    fetchMock.mockImplementation(answer(200, envelope(0, { userName: 'Ann' })));
    const me = await callRoute(getOwnDetailRoute);
    expect(me.userName).toBe('Ann');
    fetchMock.mockImplementation(answer(200, envelope(0)));
    await callRoute(setLanguageRoute, { params: { lang: 'en' } });
    expect(fetchMock.mock.calls[1]![0]).toBe(`${API_BASE}user-service/webApi/language/en`);
  });
});

describe('request: business errors', () => {
  it('rejects a non-zero code with the server msg, code and data, without retrying a 4xx envelope', async () => {
    fetchMock.mockImplementation(answer(400, envelope(41001, { captchaRequired: true }, '账号或密码错误')));
    const r = await settle(request({ method: 'POST', path: 'user-service/auth/login', body: { account: 'a' } }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.e).toBeInstanceOf(ApiError);
    expect(r.e).toMatchObject({ code: 41001, msg: '账号或密码错误', data: { captchaRequired: true }, status: 400 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('code 10000 logs the user out', async () => {
    fetchMock.mockImplementation(answer(400, envelope(10000, null, '账号已被停用')));
    const r = await settle(request({ method: 'GET', path: 'a' }));
    expect(r.ok || r.e.code).toBe(10000);
    expect(sessionStore.get().token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(goLogin).toHaveBeenCalled();
  });
});

describe('request: error text', () => {
  it('prefers the server msg', async () => {
    fetchMock.mockImplementation(answer(409, envelope(40900, null, '已存在')));
    const r = await settle(request({ method: 'GET', path: 'a' }));
    expect(!r.ok && r.e.message).toBe('已存在');
  });

  it('falls back to the status text in the current language, then to "other"', async () => {
    fetchMock.mockImplementation(answer(404));
    let r = await settle(request({ method: 'GET', path: 'a' }));
    expect(!r.ok && r.e.message).toBe(zh['404']);
    await changeLanguage('enUS');
    r = await settle(request({ method: 'GET', path: 'b' }));
    expect(!r.ok && r.e.message).toBe(sharedCatalogues.en.http['404']);
    fetchMock.mockImplementation(answer(418));
    r = await settle(request({ method: 'GET', path: 'c' }));
    expect(!r.ok && r.e.message).toBe(sharedCatalogues.en.http.other);
  });
});

describe('request: retries', () => {
  it('retries no-response failures 3 times, 1 s apart, then rejects with Network Error and network=false', async () => {
    fetchMock.mockImplementation(noResponse);
    const p = settle(request({ method: 'GET', path: 'a' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().network).toBe(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const r = await p;
    expect(!r.ok && r.e.message).toBe(zh.network);
    expect(!r.ok && r.e.kind).toBe('network');
  });

  it('retries 5xx and 408, and succeeds when a retry does (network flag restored)', async () => {
    fetchMock.mockImplementationOnce(noResponse).mockImplementationOnce(answer(503)).mockImplementationOnce(answer(408));
    fetchMock.mockImplementation(answer(200, envelope(0, 'ok')));
    const p = settle(request({ method: 'GET', path: 'a' }));
    await vi.advanceTimersByTimeAsync(3000);
    expect(await p).toEqual({ ok: true, v: 'ok' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(sessionStore.get().network).toBe(true);
  });

  it('gives up after 3 retries of a 500 with the status text', async () => {
    fetchMock.mockImplementation(answer(500));
    const p = settle(request({ method: 'GET', path: 'a' }));
    await vi.advanceTimersByTimeAsync(5000);
    const r = await p;
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(!r.ok && r.e.message).toBe(zh['500']);
  });
});

describe('request: timeout', () => {
  const hang = (_url: string, init: RequestInit) =>
    new Promise<Response>((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

  it('aborts after 30 s by default with the 408 text', async () => {
    fetchMock.mockImplementation(hang);
    const p = settle(request({ method: 'GET', path: 'a' }));
    await vi.advanceTimersByTimeAsync(29_999);
    let done = false;
    void p.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const r = await p;
    expect(!r.ok && r.e).toMatchObject({ kind: 'timeout', message: zh['408'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('honours a per-call timeout (uploads)', async () => {
    fetchMock.mockImplementation(hang);
    const p = settle(request({ method: 'POST', path: 'up', body: new FormData(), timeoutMs: 30 * 60_000 }));
    await vi.advanceTimersByTimeAsync(30 * 60_000 - 1);
    expect(fetchMock.mock.calls[0]![1].signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await p).ok).toBe(false);
  });
});

describe('request: duplicates', () => {
  it('rejects an identical request already in flight at once with the tooFrequent text', async () => {
    let release!: () => void;
    fetchMock.mockImplementation(() => new Promise<Response>((r) => (release = () => r(new Response(JSON.stringify(envelope(0, 1)))))));
    const first = request({ method: 'POST', path: 'a', body: { n: 1 } });
    const second = settle(request({ method: 'POST', path: 'a', body: { n: 1 } }));
    const r = await second;
    expect(!r.ok && r.e).toMatchObject({ kind: 'duplicate', message: zh.tooFrequent });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    release();
    await expect(first).resolves.toBe(1);
    // Once settled the same request may go again.
    fetchMock.mockImplementation(answer(200, envelope(0, 2)));
    await expect(request({ method: 'POST', path: 'a', body: { n: 1 } })).resolves.toBe(2);
  });

  it('lets a request with a different body through', async () => {
    fetchMock.mockImplementation(answer(200, envelope(0)));
    await Promise.all([request({ method: 'POST', path: 'a', body: { n: 1 } }), request({ method: 'POST', path: 'a', body: { n: 2 } })]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('request: session lost (401/403)', () => {
  it('shows one dialog for several failing calls, resets the session and goes to Login', async () => {
    fetchMock.mockImplementation(answer(401, envelope(40101, null, '用户已在其他设备登录')));
    const results = await Promise.all(['a', 'b', 'c'].map((p) => settle(request({ method: 'GET', path: p }))));
    expect(results.every((r) => !r.ok && r.e.kind === 'session' && r.e.alreadyShown)).toBe(true);
    expect(modalInfo).toHaveBeenCalledTimes(1);
    const dialog = modalInfo.mock.calls[0]![0] as { title: string; content: string; okText: string; onOk: () => void };
    expect(dialog).toMatchObject({ title: '警告', content: '用户已在其他设备登录', okText: '确定', mask: { closable: true } });
    expect(sessionStore.get()).toMatchObject({ token: null, isLogin: false, dialogOut: true });
    expect(goLogin).toHaveBeenCalled();
    dialog.onOk();
    expect(sessionStore.get().dialogOut).toBe(false);
  });

  it('uses the status text for a bare 403 and shows no dialog on the Login screen', async () => {
    sessionStore.set({ isLogin: false });
    fetchMock.mockImplementation(answer(403));
    const r = await settle(request({ method: 'GET', path: 'a' }));
    expect(!r.ok && r.e.message).toBe(zh['403']);
    expect(modalInfo).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('downloadRoute', () => {
  const csv = '\uFEFFTime,Account\r\n';
  const fileAnswer = () =>
    Promise.resolve(
      new Response(csv, {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="operation-log-2026-01-02.csv"',
        },
      }),
    );

  it('POSTs the body with the same headers and saves the file under the content-disposition name', async () => {
    fetchMock.mockImplementation(fileAnswer);
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (created.push(b as Blob), 'blob:x'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });

    const name = await downloadRoute(exportOperationLogRoute, { body: { result: 'failure' } });

    expect(name).toBe('operation-log-2026-01-02.csv');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${API_BASE}user-service/operationLog/export`);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"result":"failure"}');
    expect(init.headers).toMatchObject({ Authorization: 'tok-123', 'Accept-Language': 'zh', 'Content-Type': 'application/json' });
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.download).toBe('operation-log-2026-01-02.csv');
    expect(await created[0]!.text()).toBe(csv);
    vi.restoreAllMocks();
  });

  it('rejects an error envelope like any other call, and saves nothing', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify(envelope(40001, null, '没有权限')), {
          status: 400,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
      ),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const r = await settle(downloadRoute(exportOperationLogRoute, { body: {} }));
    expect(!r.ok && r.e).toMatchObject({ kind: 'business', code: 40001, message: '没有权限' });
    expect(click).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('reads plain and RFC 6266 encoded file names', () => {
    expect(dispositionFilename('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(dispositionFilename('attachment; filename="x.csv"; filename*=UTF-8\'\'%E6%97%A5%E5%BF%97.csv')).toBe('日志.csv');
    expect(dispositionFilename(null)).toBeNull();
  });
});

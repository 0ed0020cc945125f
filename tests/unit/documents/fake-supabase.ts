/**
 * A stand-in for the app's supabase client in component tests, where there is no backend. A
 * query chain (`from(t).select(...).eq(...).maybeSingle()`) records each call and, when awaited,
 * asks `respond` for the result, so a test says what the backend answers to which request.
 * Install it with `vi.mock('@/lib/supabase', ...)`. Integration tests use the real client.
 */
export type FakeCall = { method: string; args: unknown[] };

export type FakeRequest = {
  table: string;
  calls: FakeCall[];
  /** The methods called, in order, e.g. ['select', 'eq', 'maybeSingle']. */
  methods: string[];
  /** The arguments of the first call of `method`. */
  argsOf: (method: string) => unknown[] | undefined;
};

export type FakeResult = { data: unknown; error: unknown; status?: number };

export type FakeSession = { access_token: string } | null;

export type FakeBackend = {
  respond: (request: FakeRequest) => FakeResult | Promise<FakeResult>;
  session: () => FakeSession;
  requests: FakeRequest[];
};

export function fakeBackend(): FakeBackend {
  return {
    respond: () => ({ data: null, error: null, status: 200 }),
    session: () => ({ access_token: 'token' }),
    requests: [],
  };
}

// What supabase-js resolves to when a request's abort signal fires (a timeout, a cancel).
const ABORTED: FakeResult = {
  data: null,
  error: { message: 'AbortError: This operation was aborted', code: '' },
  status: 0,
};

/** The backend's answer, unless the request's abortSignal() fires first. */
function answer(backend: FakeBackend, request: FakeRequest): Promise<FakeResult> {
  const answered = Promise.resolve().then(() => backend.respond(request));
  const signal = request.argsOf('abortSignal')?.[0];
  if (!(signal instanceof AbortSignal)) return answered;
  const aborted = new Promise<FakeResult>((resolve) => {
    if (signal.aborted) resolve(ABORTED);
    else signal.addEventListener('abort', () => resolve(ABORTED), { once: true });
  });
  return Promise.race([answered, aborted]);
}

function chain(backend: FakeBackend, table: string): unknown {
  const calls: FakeCall[] = [];
  const request: FakeRequest = {
    table,
    calls,
    get methods() {
      return calls.map((call) => call.method);
    },
    argsOf: (method) => calls.find((call) => call.method === method)?.args,
  };
  const builder: unknown = new Proxy(
    {},
    {
      get(_target, property) {
        if (property === 'then') {
          backend.requests.push(request);
          const result = answer(backend, request);
          return (
            onFulfilled: (value: FakeResult) => unknown,
            onRejected: (e: unknown) => unknown,
          ) => result.then((value) => onFulfilled({ status: 200, ...value }), onRejected);
        }
        return (...args: unknown[]) => {
          calls.push({ method: String(property), args });
          return builder;
        };
      },
    },
  );
  return builder;
}

/** The fake client; cast at the mock site to the app's client type. */
export function createFakeSupabase(backend: FakeBackend) {
  return {
    from: (table: string) => chain(backend, table),
    auth: {
      getSession: async () => ({ data: { session: backend.session() }, error: null }),
      refreshSession: async () => ({ data: { session: null }, error: new Error('no refresh') }),
    },
    storage: {
      from: () => ({
        remove: async () => ({ data: [], error: null }),
        getPublicUrl: (path: string) => ({
          data: { publicUrl: `http://127.0.0.1:54321/storage/v1/object/public/${path}` },
        }),
      }),
    },
  };
}

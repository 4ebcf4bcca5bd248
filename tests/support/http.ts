/** A GraphQL answer as the suites read it. */
export interface GraphQLAnswer<Data> {
  status?: number;
  data?: Data | null;
  errors?: {
    message: string;
    extensions?: {
      code?: string;
      fieldErrors?: Record<string, string>;
      fieldErrorCodes?: Record<string, string>;
      fieldErrorLimits?: Record<string, { min?: number | string; max?: number | string }>;
    };
  }[];
}

/** A small HTTP client for black-box tests: JSON in, status and parsed JSON out. */
export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export function createHttp(baseUrl: string) {
  async function request<T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
  ): Promise<HttpResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.rawBody !== undefined) {
      payload = options.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${baseUrl}/${path.replace(/^\//, '')}`, { method, headers, body: payload });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: body as T, text };
  }

  /** POST /graphql; returns the HTTP status and the GraphQL response. */
  async function graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ) {
    const response = await request<Omit<GraphQLAnswer<T>, 'status'>>('POST', 'graphql', {
      body: { query, variables },
      token,
    });
    return { status: response.status, ...response.body };
  }

  return { request, graphql };
}

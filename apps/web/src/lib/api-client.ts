import { readCookie } from './cookies.ts';
import { takeFirstPageData } from './first-page-data.ts';

/** Minimal JSON client for the `{ success, data }` / `{ success:false, error }` envelopes. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

type Query = Record<string, string | number | undefined | null>;

export function toSearch(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** fetch with the session's bearer token (spec 1 §7); a network failure becomes an ApiError. */
async function send(path: string, init: RequestInit, accept: string): Promise<Response> {
  const token = readCookie('authToken');
  const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  try {
    return await fetch(path, { ...init, headers: { Accept: accept, ...auth, ...init.headers } });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error');
  }
}

/** One call in the envelope; `init.headers` win over the session's (the CRM area sends its own token). */
export async function apiRequest<T>(path: string, init: RequestInit): Promise<T> {
  // A guest's first page may have come with this answer inside its HTML (a guest's view only).
  const first = init.method === 'GET' && !readCookie('authToken') ? takeFirstPageData(path) : undefined;
  if (first) return first.data as T;
  const response = await send(path, init, 'application/json');
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (response.ok && body && typeof body === 'object' && (body as { success?: unknown }).success === true) {
    return (body as { data: T }).data;
  }
  const error = (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)
    ?.error;
  throw new ApiError(
    response.status,
    error?.code ?? 'HTTP_ERROR',
    error?.message ?? response.statusText,
    error?.fields,
  );
}

export function apiGet<T>(path: string, query: Query = {}, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(`${path}${toSearch(query)}`, { method: 'GET', signal: signal ?? null });
}

export function apiPost<T>(path: string, body: unknown = {}): Promise<T> {
  return apiRequest<T>(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
}

export function apiPut<T>(path: string, body: unknown = {}): Promise<T> {
  return apiRequest<T>(path, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
}

export function apiPatch<T>(path: string, body: unknown = {}): Promise<T> {
  return apiRequest<T>(path, {
    method: 'PATCH',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A multipart body (a picture): the browser writes its boundary, so no Content-Type is set here. */
export function apiUpload<T>(path: string, form: FormData, method: 'POST' | 'PUT' = 'PUT'): Promise<T> {
  return apiRequest<T>(path, { method, body: form });
}

/** A file as the whole body (a CSV import), sent with its own content type. */
export function apiPostFile<T>(path: string, file: Blob, type: string): Promise<T> {
  return apiRequest<T>(path, { method: 'POST', body: file, headers: { 'Content-Type': type } });
}

export function apiDelete<T>(path: string): Promise<T> {
  return apiRequest<T>(path, { method: 'DELETE' });
}

/** A file answer (a CSV export): its bytes, or the error envelope as an ApiError. */
export async function apiDownload(path: string, query: Query = {}): Promise<Blob> {
  const response = await send(`${path}${toSearch(query)}`, { method: 'GET' }, '*/*');
  if (response.ok) return response.blob();
  const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  throw new ApiError(response.status, body?.error?.code ?? 'HTTP_ERROR', body?.error?.message ?? response.statusText);
}

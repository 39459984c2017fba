/** What sendWithUploadProgress needs: the request the API client would hand to fetch. */
export interface UploadRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: FormData;
  signal?: AbortSignal;
}

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/** The raw header block of an XHR answer, as Headers. */
function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * Sends a multipart body with XMLHttpRequest, because fetch cannot report how much of a request body has
 * gone (001 §4: the file upload shows its progress). Answers a fetch Response, so the API client treats the
 * answer exactly like any other (renewal on 401, the error envelope); a network failure rejects like fetch
 * does (TypeError), an abort with an AbortError. `onProgress` gets whole percents, 100 once the body is sent.
 */
export function sendWithUploadProgress(
  request: UploadRequest,
  onProgress: (percent: number) => void,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.upload.onload = () => onProgress(100);
    xhr.onload = () => {
      // The status line and body as fetch would give them; a 204 or 304 has no body.
      const empty = xhr.status === 204 || xhr.status === 304;
      resolve(
        new Response(empty ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: headersOf(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('The upload could not reach the server.'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(abortError());
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}

type XhrUploadOptions = {
  url: string;
  body: Blob;
  headers: Record<string, string>;
  /** Called with 0..100 as the browser reports bytes sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

function responseMessage(xhr: XMLHttpRequest): string {
  try {
    const parsed: unknown = JSON.parse(xhr.responseText);
    if (typeof parsed === 'object' && parsed !== null) {
      const { message, error } = parsed as { message?: unknown; error?: unknown };
      if (typeof message === 'string' && message) return message;
      if (typeof error === 'string' && error) return error;
    }
  } catch {
    // Not JSON: fall through to the status line.
  }
  return xhr.statusText || `Upload failed with status ${xhr.status}`;
}

/**
 * POSTs a body with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch and supabase-js's storage client do not).
 */
export function xhrUpload({ url, body, headers, onProgress, signal }: XhrUploadOptions) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new Error(responseMessage(xhr)));
    };
    xhr.onerror = () => reject(new Error('Network error while uploading'));
    xhr.onabort = () => reject(new Error('Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

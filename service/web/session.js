// Who this browser is signed in as (fix/accounts' session, issue 25): GET /v1/session once per
// page. Its name is the default name of a seat this browser takes; its CSRF token goes with every
// state-changing request the session cookie speaks for (a request with a seat token in its
// Authorization header is that seat's, and the cookie is not looked at).

let cached = null;

export function session() {
  if (!cached) {
    cached = fetch("/v1/session", { credentials: "same-origin" })
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null);
  }
  return cached;
}

export async function headersFor(method, token) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  else if (method !== "GET") {
    const s = await session();
    if (s && s.csrf) headers["X-CSRF-Token"] = s.csrf;
  }
  return headers;
}

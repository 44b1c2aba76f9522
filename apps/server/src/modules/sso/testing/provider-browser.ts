/**
 * A minimal browser for the tests: fetch with a cookie jar that follows the local provider's pages
 * (redirects, the login form, the logout confirmation) until it is sent back to the app.
 */
export class ProviderBrowser {
  private readonly jar = new Map<string, string>();

  async get(url: URL | string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.jar.size) headers.set('cookie', [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      if (value && !/expires=Thu, 01 Jan 1970/i.test(cookie)) this.jar.set(name, value);
      else this.jar.delete(name);
    }
    return res;
  }

  postForm(url: URL | string, fields: Record<string, string>): Promise<Response> {
    return this.get(url, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  /** Follows redirects from `url` until one leaves for `stopAt` (not requested) or a page answers. */
  async follow(url: URL | string, stopAt: string): Promise<{ url: URL; res: Response | null }> {
    let current = new URL(url);
    for (let hops = 0; hops < 10; hops++) {
      if (current.href.startsWith(stopAt)) return { url: current, res: null };
      const res = await this.get(current);
      const location = res.headers.get('location');
      if (!location || res.status < 300 || res.status >= 400) return { url: current, res };
      current = new URL(location, current);
    }
    throw new Error('too many redirects');
  }

  /**
   * Signs in at the provider from its authorization URL and answers the URL the provider sends the
   * browser back to (the app's callback with code and state).
   */
  async signIn(authorizationUrl: string, email: string, password: string, callback: string): Promise<URL> {
    const form = await this.follow(authorizationUrl, callback);
    if (!form.res) return form.url; // still signed in at the provider
    const html = await form.res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no login form: ${html.slice(0, 300)}`);
    const submitted = await this.postForm(new URL(action, form.url), { email, password });
    const next = submitted.headers.get('location');
    if (!next) throw new Error(`login refused: ${(await submitted.text()).slice(0, 300)}`);
    const back = await this.follow(new URL(next, form.url), callback);
    if (back.res) throw new Error(`not sent back to the app: ${(await back.res.text()).slice(0, 300)}`);
    return back.url;
  }

  /** Opens the provider's end-session URL, confirms the sign-out and answers where it sends the browser. */
  async signOut(endSessionUrl: string, stopAt: string): Promise<URL> {
    const page = await this.follow(endSessionUrl, stopAt);
    if (!page.res) return page.url;
    const html = await page.res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !xsrf) throw new Error(`no logout form: ${html.slice(0, 300)}`);
    const confirmed = await this.postForm(new URL(action, page.url), { xsrf, logout: 'yes' });
    const location = confirmed.headers.get('location');
    if (!location) throw new Error(`logout not confirmed: ${(await confirmed.text()).slice(0, 300)}`);
    return (await this.follow(new URL(location, page.url), stopAt)).url;
  }
}

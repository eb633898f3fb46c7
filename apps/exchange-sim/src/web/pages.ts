import { randomBytes } from 'node:crypto';
import { API_PATHS, RetCode } from '@tb/contracts';
import { accountLocaleOf, directionOf, looksLikeLocale, normalizeLocale, sameOriginPath, SUPPORTED_LOCALES } from '@tb/util-env';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ANNOUNCEMENTS } from '../announcements/data';
import { isAnnouncementLocale } from '../announcements/search';
import type { SimApp, SimContext } from '../context';
import { requestToken } from '../http/auth';
import { ApiError } from '../lib/api-error';
import { PAGE_TEXTS, type PageTextKey, pageLocale } from './login-texts';

/**
 * Server-rendered pages of the exchange's main site (outside /tradingbot): the
 * login page `/{lang}/login?redirect_url=…`, the announcement pages the
 * announcement search links to, and the app download page `/{lang}/download/`
 * (where the shell's app jump lands when the app is not installed). Small,
 * accessible, translated (en, zh-TW, ar-SA with dir=rtl), dark like the exchange.
 *
 * Redirects: after logging in, the page goes to `redirect_url` only when it
 * resolves to this same origin (checked here, on the server; the page never
 * reads the query itself), else to `/tradingbot/{lang}/`.
 */
export type DemoCredentials = { email: string; password: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON safe to embed in a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, ' ');

/** The origin of a request, as the browser sees it. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The page to go to after login: `redirectUrl` when it is on `origin` (as a
 * path, so it cannot switch origin later; see `sameOriginPath` in
 * `@tb/util-env` for how it is normalised before it is checked), else the
 * trading-bot home.
 */
export function safeRedirect(redirectUrl: unknown, origin: string, lang: string): string {
  return sameOriginPath(redirectUrl, origin) ?? `/tradingbot/${lang}/`;
}

const STYLE = `
:root{color-scheme:dark;--bg:#0b0e11;--panel:#17181e;--line:#2b2f36;--text:#eaecef;--muted:#929aa5;--accent:#f7a600;--error:#f6465d;--ok:#20b26c}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:var(--bg);color:var(--text);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans TC","Noto Sans Arabic",sans-serif;padding:24px}
main{width:100%;max-width:420px;background:var(--panel);border:1px solid var(--line);border-radius:12px;padding:28px}
h1{font-size:24px;margin:0 0 6px}
h2{font-size:15px;margin:0 0 6px}
p{margin:0 0 12px}
.note,.hint{color:var(--muted);font-size:13px}
fieldset{border:0;padding:0;margin:0 0 16px;display:flex;gap:8px;flex-wrap:wrap}
legend{color:var(--muted);font-size:13px;margin-bottom:6px;width:100%}
.choice{display:flex;align-items:center;gap:6px;padding:6px 12px;border:1px solid var(--line);border-radius:6px;cursor:pointer}
.choice:has(input:checked){border-color:var(--accent)}
.field{margin-bottom:14px}
.row{display:flex;gap:8px}
.row .cc{flex:0 0 110px}
.row .num{flex:1}
label{display:block;font-size:13px;margin-bottom:4px}
input[type=email],input[type=tel],input[type=text],input[type=password],select{width:100%;background:#0f1115;color:var(--text);border:1px solid var(--line);border-radius:6px;padding:10px 12px;font:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
input[aria-invalid=true]{border-color:var(--error)}
.error{color:var(--error);font-size:13px;margin:4px 0 0}
.alert{min-height:1.5em;color:var(--error);font-size:14px;margin:4px 0 12px}
.alert.ok{color:var(--ok)}
button{font:inherit;cursor:pointer}
.primary{width:100%;background:var(--accent);color:#1a1300;border:0;border-radius:6px;padding:11px;font-weight:600}
.primary[disabled]{opacity:.6;cursor:progress}
.link{background:none;border:0;color:var(--accent);padding:8px 0;text-decoration:underline}
.demo{margin-top:20px;padding-top:16px;border-top:1px solid var(--line)}
.secondary{background:none;color:var(--text);border:1px solid var(--line);border-radius:6px;padding:8px 12px}
code{background:#0f1115;padding:1px 5px;border-radius:4px}
a{color:var(--accent)}
.back{display:inline-block;margin-top:18px;font-size:13px}
[hidden]{display:none!important}
`;

function page(lang: string, title: string, body: string, nonce: string, script = ''): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${directionOf(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
${body}
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
}

function sendHtml(reply: FastifyReply, html: string, nonce: string, status = 200) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** A locale's name in the page's language (`English (United Kingdom)`), from Node's ICU tables; the code when it has none. */
function localeName(locale: string, uiLocale: string): string {
  try {
    return new Intl.DisplayNames([uiLocale, 'en'], { type: 'language', languageDisplay: 'standard' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

export function renderLoginPage(options: { lang: string; target: string; demo?: DemoCredentials; nonce: string }): string {
  const { lang, target, demo, nonce } = options;
  const texts = PAGE_TEXTS[pageLocale(lang)];
  const t = (key: PageTextKey) => escapeHtml(texts[key]);
  // registration asks where the user lives (the account's profile locale: it decides the futures restriction); the page's locale to begin with
  const chosen = accountLocaleOf(lang) ?? 'en';
  const localeOptions = SUPPORTED_LOCALES.map((locale) => `<option value="${locale}"${locale === chosen ? ' selected' : ''}>${escapeHtml(localeName(locale, lang))}</option>`).join('');
  const body = `<main aria-labelledby="heading">
<h1 id="heading">${t('login.title')}</h1>
<p class="note">${t('page.note')}</p>
<form id="auth" novalidate>
  <fieldset>
    <legend>${t('field.method')}</legend>
    <label class="choice"><input type="radio" name="method" value="email" checked> ${t('field.method.email')}</label>
    <label class="choice"><input type="radio" name="method" value="mobile"> ${t('field.method.mobile')}</label>
  </fieldset>
  <div class="field" id="email-field">
    <label for="email">${t('field.email')}</label>
    <input id="email" name="email" type="email" autocomplete="username" inputmode="email" maxlength="254" aria-describedby="email-error">
    <p class="error" id="email-error" hidden></p>
  </div>
  <div class="field" id="mobile-field" hidden>
    <div class="row">
      <div class="cc">
        <label for="country_code">${t('field.countryCode')}</label>
        <input id="country_code" name="country_code" type="tel" autocomplete="tel-country-code" placeholder="+852" maxlength="5" aria-describedby="country_code-error">
      </div>
      <div class="num">
        <label for="mobile">${t('field.mobile')}</label>
        <input id="mobile" name="mobile" type="tel" autocomplete="tel-national" inputmode="numeric" maxlength="15" aria-describedby="mobile-error">
      </div>
    </div>
    <p class="error" id="country_code-error" hidden></p>
    <p class="error" id="mobile-error" hidden></p>
  </div>
  <div class="field">
    <label for="password">${t('field.password')}</label>
    <input id="password" name="password" type="password" autocomplete="current-password" maxlength="128" aria-describedby="password-hint password-error">
    <p class="hint" id="password-hint" hidden>${t('field.password.hint')}</p>
    <p class="error" id="password-error" hidden></p>
  </div>
  <div class="field" id="lang-field" hidden>
    <label for="lang">${t('field.lang')}</label>
    <select id="lang" name="lang" aria-describedby="lang-hint lang-error">${localeOptions}</select>
    <p class="hint" id="lang-hint">${t('field.lang.hint')}</p>
    <p class="error" id="lang-error" hidden></p>
  </div>
  <div class="field" id="referral-field" hidden>
    <label for="referral_code">${t('field.referral')}</label>
    <input id="referral_code" name="referral_code" type="text" autocomplete="off" maxlength="16" aria-describedby="referral_code-error">
    <p class="error" id="referral_code-error" hidden></p>
  </div>
  <div id="form-status" class="alert" role="alert" aria-live="assertive"></div>
  <button type="submit" class="primary" id="submit">${t('login.submit')}</button>
</form>
<button type="button" class="link" id="toggle" aria-controls="auth">${t('login.toRegister')}</button>
${
  demo
    ? `<section class="demo" aria-labelledby="demo-title">
  <h2 id="demo-title">${t('demo.title')}</h2>
  <p class="note">${t('demo.text')} <code>${escapeHtml(demo.email)}</code> / <code>${escapeHtml(demo.password)}</code></p>
  <button type="button" class="secondary" id="use-demo">${t('demo.fill')}</button>
</section>`
    : ''
}
<a class="back" href="/tradingbot/${escapeHtml(lang)}/">${t('link.back')}</a>
</main>`;
  const config = { lang, target, texts, demo: demo ?? null, paths: { login: API_PATHS.login, register: API_PATHS.register } };
  return page(lang, texts['login.title'], body, nonce, `const CONFIG = ${scriptJson(config)};\n${LOGIN_SCRIPT}`);
}

/** The login page's behaviour (plain browser JavaScript, no framework). */
const LOGIN_SCRIPT = `
(function () {
  var T = CONFIG.texts;
  var mode = 'login';
  var form = document.getElementById('auth');
  var status = document.getElementById('form-status');
  var submit = document.getElementById('submit');
  var toggle = document.getElementById('toggle');
  var heading = document.getElementById('heading');
  var $ = function (id) { return document.getElementById(id); };
  function method() { return form.querySelector('input[name=method]:checked').value; }
  function fmt(text, vars) { return text.replace(/\\{(\\w+)\\}/g, function (_, k) { return vars[k]; }); }
  function setError(field, message) {
    var input = $(field), error = $(field + '-error');
    if (!input || !error) return false;
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
    error.textContent = message || '';
    error.hidden = !message;
    return true;
  }
  function clearErrors() {
    ['email', 'country_code', 'mobile', 'password', 'referral_code', 'lang'].forEach(function (f) { setError(f, ''); });
    status.textContent = ''; status.className = 'alert';
  }
  function render() {
    var register = mode === 'register';
    heading.textContent = register ? T['register.title'] : T['login.title'];
    document.title = heading.textContent;
    submit.textContent = register ? T['register.submit'] : T['login.submit'];
    toggle.textContent = register ? T['register.toLogin'] : T['login.toRegister'];
    $('referral-field').hidden = !register;
    $('lang-field').hidden = !register;
    $('password-hint').hidden = !register;
    $('password').setAttribute('autocomplete', register ? 'new-password' : 'current-password');
    var mobile = method() === 'mobile';
    $('email-field').hidden = mobile;
    $('mobile-field').hidden = !mobile;
    clearErrors();
  }
  form.addEventListener('change', function (e) { if (e.target.name === 'method') render(); });
  toggle.addEventListener('click', function () { mode = mode === 'login' ? 'register' : 'login'; render(); heading.focus && heading.setAttribute('tabindex', '-1'); heading.focus(); });
  var demo = $('use-demo');
  if (demo) demo.addEventListener('click', function () {
    if (mode !== 'login') { mode = 'login'; }
    form.querySelector('input[value=email]').checked = true; render();
    $('email').value = CONFIG.demo.email; $('password').value = CONFIG.demo.password; submit.focus();
  });
  function validate(body) {
    var ok = true, first = null;
    function fail(field, text) { setError(field, text); ok = false; first = first || field; }
    if (method() === 'email') {
      if (!body.email) fail('email', T['error.required']);
      else if (!$('email').checkValidity() || !/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(body.email)) fail('email', T['error.email']);
    } else {
      if (!body.country_code) fail('country_code', T['error.required']);
      else if (!/^\\+?[0-9]{1,4}$/.test(body.country_code)) fail('country_code', T['error.countryCode']);
      if (!body.mobile) fail('mobile', T['error.required']);
      else if (!/^[0-9]{5,15}$/.test(body.mobile)) fail('mobile', T['error.mobile']);
    }
    if (!body.password) fail('password', T['error.required']);
    else if (mode === 'register' && !/^(?=.*[A-Za-z])(?=.*[0-9]).{8,128}$/.test(body.password)) fail('password', T['error.password']);
    if (first) $(first).focus();
    return ok;
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    clearErrors();
    var body = { password: $('password').value };
    if (method() === 'email') body.email = $('email').value.trim();
    else { body.country_code = $('country_code').value.trim(); body.mobile = $('mobile').value.trim(); }
    if (mode === 'register' && $('referral_code').value.trim()) body.referral_code = $('referral_code').value.trim();
    if (mode === 'register') body.lang = $('lang').value;
    if (!validate(body)) return;
    submit.disabled = true; status.className = 'alert ok'; status.textContent = T['status.working'];
    fetch(mode === 'register' ? CONFIG.paths.register : CONFIG.paths.login, {
      method: 'POST', credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', lang: CONFIG.lang, platform: 'pc' },
      body: JSON.stringify(body)
    }).then(function (response) {
      return response.json().then(function (data) { return { response: response, data: data }; });
    }).then(function (r) {
      var code = r.data && r.data.ret_code;
      if (code === 0) { status.className = 'alert ok'; status.textContent = T['status.success']; window.location.assign(CONFIG.target); return; }
      submit.disabled = false; status.className = 'alert';
      var msg = (r.data && r.data.ret_msg) || '';
      if (code === 20001) status.textContent = T['error.badCredentials'];
      else if (code === 20002) status.textContent = T['error.accountExists'];
      else if (code === 20003) setError('referral_code', T['error.unknownReferral']) && (status.textContent = T['error.unknownReferral']);
      else if (code === 10006) status.textContent = fmt(T['error.rateLimited'], { seconds: r.response.headers.get('retry-after') || '60' });
      else if (code === 10001) {
        var m = /^body\\.(\\w+):/.exec(msg), field = m && m[1];
        var text = field === 'password' ? T['error.password'] : field === 'email' ? T['error.email'] : field === 'mobile' ? T['error.mobile'] : field === 'country_code' ? T['error.countryCode'] : T['error.invalid'];
        if (!field || !setError(field, text)) status.textContent = T['error.invalid'];
        else $(field).focus();
      } else status.textContent = fmt(T['error.generic'], { code: String(code) });
    }).catch(function () {
      submit.disabled = false; status.className = 'alert'; status.textContent = T['error.network'];
    });
  });
  render();
})();
`;

export function renderAnnouncementPage(options: { lang: string; slug: string; nonce: string }): { html: string; found: boolean } {
  const locale = pageLocale(options.lang);
  const texts = PAGE_TEXTS[locale];
  const item = ANNOUNCEMENTS.find((a) => a.slug === options.slug);
  const contentLocale = isAnnouncementLocale(options.lang) ? options.lang : 'en';
  const back = `<a class="back" href="/tradingbot/${escapeHtml(options.lang)}/">${escapeHtml(texts['link.back'])}</a>`;
  if (!item) {
    const body = `<main aria-labelledby="heading"><h1 id="heading">${escapeHtml(texts['announcement.notFound'])}</h1>${back}</main>`;
    return { html: page(options.lang, texts['announcement.notFound'], body, options.nonce), found: false };
  }
  const text = item.text[contentLocale];
  const date = new Date(item.publishTime).toISOString().slice(0, 10);
  const body = `<main aria-labelledby="heading">
<article>
<h1 id="heading">${escapeHtml(text.title)}</h1>
<p class="note"><time datetime="${new Date(item.publishTime).toISOString()}">${escapeHtml(texts['announcement.published'].replace('{date}', date))}</time></p>
<p>${escapeHtml(text.description)}</p>
</article>
${back}
</main>`;
  return { html: page(options.lang, text.title, body, options.nonce), found: true };
}

/**
 * The app download page. On the exchange it offers the store links for the
 * phone; the simulator has no app (nor store listing) to offer, so it says so
 * and sends the visitor back to the trading bots in the browser, in the
 * page's language.
 */
export function renderDownloadPage(options: { lang: string; nonce: string }): string {
  const texts = PAGE_TEXTS[pageLocale(options.lang)];
  const t = (key: PageTextKey) => escapeHtml(texts[key]);
  const body = `<main aria-labelledby="heading">
<h1 id="heading">${t('download.title')}</h1>
<p>${t('download.text')}</p>
<p class="note">${t('download.simulated')}</p>
<a class="back" href="/tradingbot/${escapeHtml(options.lang)}/">${t('download.open')}</a>
</main>`;
  return page(options.lang, texts['download.title'], body, options.nonce);
}

const SERVED_LOCALES: ReadonlySet<string> = new Set(SUPPORTED_LOCALES);

export function registerPages(app: SimApp, ctx: SimContext, options: { demo?: DemoCredentials }): void {
  const langOf = (segment: string) => {
    if (!looksLikeLocale(segment)) throw new ApiError(RetCode.NOT_FOUND, `not found: /${segment.slice(0, 20)}`, 404);
    return normalizeLocale(segment);
  };

  app.get<{ Params: { lang: string }; Querystring: { redirect_url?: string } }>(
    '/:lang/login',
    { schema: { hide: true } },
    async (request, reply) => {
      const lang = langOf(request.params.lang);
      const query = request.query as Record<string, unknown>;
      const target = safeRedirect(query.redirect_url, requestOrigin(request), lang);
      // Already logged in: go straight on.
      if (ctx.sessions.resolve(requestToken(request, ctx.config.env))) return reply.redirect(target, 302);
      const nonce = randomBytes(16).toString('base64');
      return sendHtml(reply, renderLoginPage({ lang, target, demo: options.demo, nonce }), nonce);
    },
  );

  // Only a locale the exchange serves (not merely one that looks like a locale): anything else is an unknown path.
  const servedLang = (segment: string) => {
    if (!SERVED_LOCALES.has(segment)) throw new ApiError(RetCode.NOT_FOUND, `not found: /${segment.slice(0, 20)}`, 404);
    return segment;
  };
  app.get<{ Params: { lang: string } }>('/:lang/download/', { schema: { hide: true } }, async (request, reply) => {
    const lang = servedLang(request.params.lang);
    const nonce = randomBytes(16).toString('base64');
    return sendHtml(reply, renderDownloadPage({ lang, nonce }), nonce);
  });
  // The address without its final slash, as typed: to the page (the locale is one of a fixed list, so the target is too).
  app.get<{ Params: { lang: string } }>('/:lang/download', { schema: { hide: true } }, async (request, reply) => reply.redirect(`/${servedLang(request.params.lang)}/download/`, 301));

  app.get<{ Params: { lang: string; slug: string } }>('/:lang/announcements/:slug', { schema: { hide: true } }, async (request, reply) => {
    const lang = langOf(request.params.lang);
    const nonce = randomBytes(16).toString('base64');
    const { html, found } = renderAnnouncementPage({ lang, slug: request.params.slug, nonce });
    return sendHtml(reply, html, nonce, found ? 200 : 404);
  });
}

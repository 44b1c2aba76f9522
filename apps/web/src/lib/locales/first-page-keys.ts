/**
 * The parts of en.json the first download carries (docs/decisions/web-delivery.md): what the login
 * page, its code step, the guest layout, the loading, error, 403 and 404 pages, the maintenance and
 * browser notices and notifications show, and the server errors those pages can meet (FIRST_PAGE_ERRORS:
 * field checks, HTTP-level refusals, signing in). Any other error arriving before the whole file shows
 * the server's own English message (lib/translate-error.ts). The build picks them out of en.json
 * (`firstPageWords` in vite.config.ts, module `virtual:first-page-words`); the whole file loads with
 * the first lazy page. `app/first-page-locales.test.tsx` fails when the first page asks for a word
 * outside them: add its key (a namespace or a dotted path) here.
 */
/** The server errors the first pages can meet: field checks, refusals of any call, and signing in. */
const FIRST_PAGE_ERRORS = [
  // field checks (the login forms' own, and the §8 field errors of any call)
  'required',
  'requiredIf',
  'requiredAtLeastOneField',
  'email',
  'format',
  'invalid',
  'invalidOption',
  'maxLength',
  'minLength',
  'maxValue',
  'minValue',
  'number',
  'integer',
  'date',
  'password',
  'unknownField',
  'shouldNotBeFilled',
  'validationFailed',
  // refusals any call may get
  'internal',
  'network',
  'notFound',
  'forbidden',
  'unauthorized',
  'conflict',
  'tooManyRequests',
  'payloadTooLarge',
  'unsupportedMediaType',
  'methodNotAllowed',
  'serviceUnavailable',
  'maintenance',
  'tokenInvalid',
  'authorizationRequired',
  // signing in, its code step, single sign-on and a forced password change
  'wrongEmailOrPassword',
  'wrongPassword',
  'verificationCodeExpired',
  'verificationCodeIncorrect',
  'smsCodeInvalid',
  'smsUnavailable',
  'phoneNotTextable',
  'ssoFailed',
  'ssoNoAccount',
  'termsVersionOutdated',
  'dataProcessingConsentRequired',
  'emailNotFoundOrUserNotActive',
  'companyNotActive',
  'incorrectUrl',
  'passwordUsedRecently',
  'newPasswordMustBeDifferentFromOld',
].map((key) => `errors.${key}`);

export const FIRST_PAGE_KEYS = [
  'app',
  'auth.login',
  'auth.sso',
  'auth.verification',
  'auth.password.changed',
  'common',
  ...FIRST_PAGE_ERRORS,
  'maintenance.bar',
  'maintenance.page',
  'pages',
  'smsDelivery',
  'ui.alert',
  'ui.notices',
];

type Words = { [key: string]: string | Words };

/** The keys' subtrees of `words`, nested as they are there. */
export function pickWords(words: Words, keys: readonly string[]): Words {
  const picked: Words = {};
  for (const key of keys) {
    const parts = key.split('.');
    let from: string | Words | undefined = words;
    let to = picked;
    parts.forEach((part, index) => {
      from = typeof from === 'object' ? from[part] : undefined;
      if (from === undefined) throw new Error(`en.json has no ${key}`);
      if (index === parts.length - 1) {
        to[part] = from;
        return;
      }
      to[part] ??= {};
      to = to[part] as Words;
    });
  }
  return picked;
}

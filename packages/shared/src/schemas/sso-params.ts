/** Query parameter of the web's /login page carrying why a single sign-on failed (an error key). */
export const SSO_ERROR_PARAM = 'ssoError';
/** Query parameter carrying the path to return to after a single sign-on (spec §2). */
export const SSO_REDIRECT_PARAM = 'ssoRedirect';

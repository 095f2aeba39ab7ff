/**
 * docs/product/error-messages.md#network: the sentence when nothing answered. Its own module so the
 * entry chunk (the route error page, lazy loads) can say it without the API's error module.
 */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';

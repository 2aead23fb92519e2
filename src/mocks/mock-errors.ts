/**
 * The server's refusal the mocks give for "the service is down", in a module of its own so handler
 * files that handlers.ts registers as defaults can use it without importing handlers.ts back.
 */
export const MOCK_SERVER_ERROR = 'The service is temporarily unavailable. Please try again.';

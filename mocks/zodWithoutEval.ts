import { config } from 'zod';

// The host's Content-Security-Policy forbids eval. zod builds its object schemas with a
// `Function('')` probe for a faster parser, which the browser reports as a CSP violation; its
// plain parser is fast enough for the fake backend. Imported before anything that builds a schema.
config({ jitless: true });

import type { MessageKey } from './messages.ts';

/**
 * A catalogue code as the message of a contract schema's check (issue 16: errors by code), e.g.
 * `z.uuid({ message: problemCode('mustBeValidId') })`: the API answers the code's text in the
 * request's language; a misspelt code does not compile. Imports the catalogue's type only, so a
 * schema that names a code does not bring the catalogue's texts into a page's JS.
 */
export const problemCode = <K extends MessageKey>(code: K): K => code;
